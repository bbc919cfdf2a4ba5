/*
 * urlapi.c: how libcurl's URL API reads URLs, for the tests of package
 * readings (its Curl reader). Not part of the module: readings/curl_test.go
 * compiles it with the system's C compiler against libcurl's development
 * files (Debian's libcurl4-openssl-dev, which .ci/run installs) and runs it.
 *
 * Each line of standard input is one URL written in hexadecimal (so that
 * it may hold any byte). For each, the program sets it as libcurl does for
 * CURLOPT_URL (curl_url_set with CURLU_GUESS_SCHEME and
 * CURLU_NON_SUPPORT_SCHEME: the flags of libcurl's url.c, so what the curl
 * tool and PHP's curl connect to) and writes one line of tab-separated
 * fields: the CURLUcode of the set, then the scheme, the host, the host in
 * punycode (CURLU_PUNYCODE: libidn2, as libcurl converts it to connect),
 * the port as written (without CURLU_DEFAULT_PORT), the user and the zone id, each in
 * hexadecimal, or "-" when curl_url_get has none (or fails).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <curl/curl.h>
#include <locale.h>

static int unhex(int c)
{
  if(c >= '0' && c <= '9')
    return c - '0';
  if(c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if(c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

static void field(CURLU *h, CURLUPart part, unsigned int flags)
{
  char *v = NULL;
  putchar('\t');
  if(curl_url_get(h, part, &v, flags) != CURLUE_OK || !v) {
    putchar('-');
    return;
  }
  for(const unsigned char *p = (const unsigned char *)v; *p; p++)
    printf("%02x", *p);
  curl_free(v);
}

int main(void)
{
  setlocale(LC_ALL, "");
  size_t cap = 1 << 16;
  char *line = malloc(cap);
  char *url = malloc(cap);
  if(!line || !url)
    return 2;
  while(fgets(line, (int)cap, stdin)) {
    size_t n = strcspn(line, "\r\n"), k = 0;
    for(size_t i = 0; i + 1 < n + 1 && i + 1 < n + 1; i += 2) {
      if(i + 1 >= n)
        break;
      int hi = unhex(line[i]), lo = unhex(line[i + 1]);
      if(hi < 0 || lo < 0)
        return 2;
      url[k++] = (char)(hi << 4 | lo);
    }
    url[k] = 0;
    CURLU *h = curl_url();
    if(!h)
      return 2;
    CURLUcode rc = curl_url_set(h, CURLUPART_URL, url,
                                CURLU_GUESS_SCHEME | CURLU_NON_SUPPORT_SCHEME);
    printf("%d", (int)rc);
    if(rc == CURLUE_OK) {
      field(h, CURLUPART_SCHEME, 0);
      field(h, CURLUPART_HOST, 0);
      field(h, CURLUPART_HOST, CURLU_PUNYCODE);
      field(h, CURLUPART_PORT, 0);
      field(h, CURLUPART_USER, 0);
      field(h, CURLUPART_ZONEID, 0);
    }
    putchar('\n');
    fflush(stdout);
    curl_url_cleanup(h);
  }
  return 0;
}
