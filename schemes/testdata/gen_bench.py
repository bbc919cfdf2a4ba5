# Generates the synthetic half of bench_urls.txt: URLs of the RFC 1738
# schemes built from the host names and path segments of real crawl URLs
# (../../../shared/data/urls/iscx_benign.txt), with a fixed random seed.
# Usage: python3 gen_bench.py ISCX_BENIGN > generated.txt
import random, sys, urllib.parse
random.seed(1738)
hosts, segs = [], []
for line in open(sys.argv[1], encoding="utf-8", errors="replace"):
    p = urllib.parse.urlsplit(line.strip())
    if p.hostname and p.hostname.replace(".", "").replace("-", "").isalnum():
        hosts.append(p.hostname)
    segs += [s for s in p.path.split("/") if s and all(c.isalnum() or c in "-_." for c in s)]
hosts, segs = sorted(set(hosts)), sorted(set(segs))
H = lambda: random.choice(hosts)
S = lambda n: "/".join(random.choice(segs) for _ in range(n))
def port(d):
    return "" if random.random() < 0.8 else ":" + str(random.choice([d, 2121, 8080, 7070]))
out = []
for _ in range(300):
    user = random.choice(["", "", "anonymous@", "user:secret@", "u%40x:p@"])
    t = random.choice(["", "", "", ";type=i", ";type=a", ";type=d"])
    enc = random.choice(["", "", "%2F", "%20"])
    out.append("ftp://%s%s%s/%s%s/%s%s" % (user, H(), port(21), enc, S(random.randint(0, 3)), random.choice(segs), t))
for _ in range(200):
    ty = random.choice("0177I9h")
    tail = random.choice(["", "", "%09" + random.choice(segs), "%09%09+", "%09%09!+ABSTRACT%20+ADMIN", "%09%09+text/plain%20En_US"])
    out.append("gopher://%s%s/%s%s%s" % (H(), port(70), ty, "/" + S(random.randint(1, 3)), tail))
for _ in range(100):
    out.append("mailto:%s@%s" % (random.choice(segs).strip(".") or "x", H()))
for _ in range(60):
    out.append("news:" + random.choice(["comp.infosystems.www.servers.unix", "alt.test", "*", "%s@%s" % (random.randint(1, 99999), H())]))
for _ in range(60):
    out.append("nntp://%s%s/comp.lang.%s/%d" % (H(), port(119), random.choice(["go", "c", "lisp"]), random.randint(1, 10**6)))
for _ in range(60):
    out.append("%s://%s%s%s" % (random.choice(["telnet", "telnet", "rlogin", "tn3270"]), random.choice(["", "guest@", "user:pw@"]), H(), port(23) + random.choice(["", "/"])))
for _ in range(60):
    db = random.choice(segs)
    out.append("wais://%s%s/%s%s" % (H(), port(210), db, random.choice(["", "?" + random.choice(segs), "/TEXT/" + random.choice(segs)])))
for _ in range(40):
    out.append("prospero://%s%s/%s%s" % (H(), port(1525), random.choice(["", "/"]) + S(random.randint(1, 3)), random.choice(["", ";OBJECT-VERSION=2"])))
for _ in range(40):
    m = "%d.%d@%s" % (random.randint(1, 10**6), random.randint(1, 9999), H())
    out.append(random.choice(["mid:" + m, "mid:%s/part%d.%s" % (m, random.randint(1, 9), m), "cid:" + m]))
random.shuffle(out)
print("\n".join(out))
