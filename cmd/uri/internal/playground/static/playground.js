// The playground page: it sends what is typed to the server's /api/view
// and shows the View it gets back. It holds no URI logic: every verdict,
// component, offset and message comes from the server, which calls the
// library. Every node is built with createElement and text nodes (never
// from markup), so the input is shown as text, whatever it holds.
'use strict';

(function () {
  const $ = (id) => document.getElementById(id);
  const input = $('input');
  const base = $('base');
  const output = $('output');

  // el makes an element with attributes and children (strings become text
  // nodes).
  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      node.setAttribute(k, v);
    }
    for (const c of children) {
      node.append(typeof c === 'string' ? document.createTextNode(c) : c);
    }
    return node;
  }

  // The state is the URI and the base, kept in the page URL's fragment.
  function stateFragment() {
    const p = new URLSearchParams();
    p.set('u', input.value);
    if (base.value !== '') {
      p.set('b', base.value);
    }
    return '#' + p.toString();
  }

  function loadState() {
    const p = new URLSearchParams(location.hash.slice(1));
    input.value = p.get('u') || '';
    base.value = p.get('b') || '';
  }

  // Requests are numbered; an answer older than the one shown is dropped.
  let sent = 0;
  let shown = 0;

  function update(startedAt) {
    const seq = ++sent;
    const fragment = stateFragment();
    if (location.hash !== fragment) {
      history.replaceState(null, '', fragment);
    }
    $('share-link').setAttribute('href', fragment);
    output.dataset.pending = String(sent - shown);
    fetch('api/view', {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({input: input.value, base: base.value}),
    }).then((r) => {
      // Server-Timing: view;dur=0.25 (the server's own time)
      const m = /dur=([0-9.]+)/.exec(r.headers.get('Server-Timing') || '');
      return r.json().then((view) => [view, m ? Number(m[1]) : NaN]);
    }).then(([view, serverMs]) => {
      if (seq <= shown) {
        return;
      }
      shown = seq;
      render(view);
      void output.offsetHeight; // lay the page out: the keystroke is shown
      const ms = performance.now() - startedAt;
      output.dataset.seq = String(seq);
      output.dataset.latency = ms.toFixed(2);
      output.dataset.server = String(serverMs);
      output.dataset.pending = String(sent - shown);
      $('status').textContent = 'Updated in ' + ms.toFixed(1) + ' ms, of which the server took ' + serverMs.toFixed(2) + ' ms.';
    }).catch((err) => {
      output.dataset.pending = String(sent - shown);
      $('status').textContent = 'The server did not answer: ' + err + '. Is uri playground still running?';
    });
  }

  function render(v) {
    const refused = $('refused');
    refused.hidden = !v.refused;
    refused.textContent = v.refused || '';
    // The empty input has no verdict: examples to start from instead.
    const empty = !v.refused && v.input === '';
    $('examples').hidden = !empty;
    $('shown').hidden = empty;
    renderSegments($('colored'), v.segments);
    $('verdict').textContent = v.refused ? '' : v.verdict;
    $('verdict').className = 'verdict ' + (v.ok ? 'ok' : 'refused');
    $('problem').hidden = !v.error;
    $('problem-message').textContent = v.error ? v.error.message : '';
    renderFix(v.fix);
    renderFindings(v);
    const tables = $('tables');
    tables.replaceChildren(...v.tables.map(renderTable));
  }

  // renderSegments writes the coloured pieces; each names its part and
  // byte offsets on hover and on keyboard focus.
  function renderSegments(node, segments) {
    node.replaceChildren(...segments.map((s) => {
      const span = el('span', {class: 'seg-' + s.part + (s.error ? ' seg-error' : ''), title: s.title, tabindex: '0', 'data-part': s.part}, s.text);
      if (s.error && s.text === '') {
        span.classList.add('seg-end');
      }
      return span;
    }));
  }

  function renderFix(fix) {
    $('fix').hidden = !fix;
    if (!fix) {
      return;
    }
    renderSegments($('fix-result'), fix.segments);
    $('fix-error').hidden = !fix.error;
    $('fix-error').textContent = fix.error ? 'It cannot be repaired: ' + fix.error : '';
    $('fix-use').hidden = !!fix.error;
    $('fix-use').dataset.result = fix.result;
    $('fix-changes').replaceChildren(...fix.changes.map((c) =>
      el('li', {}, el('span', {class: 'kind'}, c.kind), ' at byte ' + c.offset + ': ' + c.message)));
    if (fix.changes_omitted) {
      $('fix-changes').append(el('li', {}, 'and ' + fix.changes_omitted + ' more'));
    }
  }

  function renderFindings(v) {
    const list = $('findings');
    if (v.findings.length === 0) {
      list.replaceChildren(el('li', {class: 'none'}, v.ok ? 'No findings.' : 'None: RFC 3986 does not accept it, so inspect has nothing to read.'));
      return;
    }
    list.replaceChildren(...v.findings.map((f) => el('li', {class: 'finding sev-' + f.severity, 'data-kind': f.kind},
      el('span', {class: 'severity'}, f.severity), ' ',
      el('span', {class: 'kind'}, f.kind), ' ',
      el('span', {class: 'where'}, '(' + f.where + ')'), ' ',
      f.message)));
    if (v.findings_omitted) {
      const by = ['danger', 'warning', 'info'].filter((s) => v.findings_omitted_by_severity[s])
        .map((s) => v.findings_omitted_by_severity[s] + ' ' + s);
      list.append(el('li', {class: 'sev-' + v.findings_omitted_worst},
        'and ' + v.findings_omitted + ' more findings (' + by.join(', ') + ')'));
    }
  }

  // A folded table opened stays open as the view changes.
  const opened = new Set();

  // renderTable writes a table; a table of more than two columns is laid
  // out as cards on a narrow screen (the CSS), each cell named by its
  // column. A folded one is a details element, its caption the summary.
  function renderTable(t) {
    const head = el('tr', {}, el('th', {scope: 'col'}, ''), ...t.columns.map((c) => el('th', {scope: 'col'}, c)));
    const rows = t.rows.map((r) => el('tr', {'data-row': r.id},
      el('th', {scope: 'row'}, r.name),
      ...r.cells.map((c, i) => renderCell(c, t.columns[i]))));
    const table = el('table', {class: t.columns.length > 2 ? 'cards' : ''}, el('thead', {}, head), el('tbody', {}, ...rows));
    const scroll = el('div', {class: 'scroll', tabindex: '0', role: 'region', 'aria-label': t.caption}, table);
    let section;
    if (t.folded) {
      section = el('details', {id: 'table-' + t.id, class: 'table'}, el('summary', {}, t.caption), scroll);
      section.open = opened.has(t.id);
      section.addEventListener('toggle', () => { section.open ? opened.add(t.id) : opened.delete(t.id); });
    } else {
      table.prepend(el('caption', {}, t.caption));
      section = el('section', {id: 'table-' + t.id, class: 'table'}, scroll);
    }
    if (t.note) {
      section.append(el('p', {class: 'note'}, t.note));
    }
    return section;
  }

  // A word longer than this may break anywhere (a long path must); a
  // shorter one never breaks.
  const longWord = 24;

  function renderCell(c, column) {
    const classes = [];
    if (c.absent) classes.push('absent');
    if (c.mark) classes.push('mark-' + c.mark);
    if (c.differs) classes.push('differs');
    classes.push(c.text.split(/\s+/).some((w) => [...w].length > longWord) ? 'wrap-any' : 'wrap-words');
    const td = el('td', {class: classes.join(' '), 'data-col': column});
    if (c.differs) {
      td.append(el('span', {class: 'differs-mark', title: 'the parsers differ here'}, '≠ '));
      td.title = 'the parsers differ on the ' + column;
    }
    td.append(document.createTextNode(c.text));
    return td;
  }

  // Every keystroke updates the view; its time is counted from the key
  // press (the input event's own time when no key was pressed: a paste).
  let keyAt = -Infinity;
  const typed = (e) => update(e.timeStamp - keyAt < 1000 ? keyAt : e.timeStamp);
  for (const field of [input, base]) {
    field.addEventListener('keydown', (e) => { keyAt = e.timeStamp; });
    field.addEventListener('input', typed);
  }
  $('form').addEventListener('submit', (e) => e.preventDefault());
  $('fix-use').addEventListener('click', (e) => {
    input.value = $('fix-use').dataset.result;
    input.focus();
    update(e.timeStamp);
  });
  // Pointing at or tabbing to a coloured part names it below.
  for (const id of ['colored', 'fix-result']) {
    const show = (e) => {
      if (e.target.dataset && e.target.dataset.part) {
        $('part-info').textContent = e.target.title;
      }
    };
    $(id).addEventListener('mouseover', show);
    $(id).addEventListener('focusin', show);
  }
  // A link pasted into this tab's address bar changes only the fragment.
  window.addEventListener('hashchange', () => {
    if (location.hash !== stateFragment()) {
      loadState();
      update(performance.now());
    }
  });

  // The examples' text is their link's URI.
  for (const a of document.querySelectorAll('#examples a')) {
    const p = new URLSearchParams(a.getAttribute('href').slice(1));
    a.textContent = p.get('u') + (p.has('b') ? '  (base ' + p.get('b') + ')' : '');
  }

  loadState();
  update(performance.now());

  // The pattern tester: the pattern and the URL go to /api/pattern; each
  // component's input comes back in pieces, a group's piece named by its
  // index, which picks its colour.
  const pattern = $('pattern');
  const patternURL = $('pattern-url');
  let patternSent = 0;
  let patternShown = 0;

  function showPattern(v) {
    const verdict = $('pattern-verdict');
    const rows = $('pattern-rows');
    rows.replaceChildren();
    if (v.error) {
      verdict.textContent = 'The pattern does not compile: ' + v.error;
      $('pattern-table').hidden = true;
      return;
    }
    verdict.textContent = v.match ? 'The URL matches.' : 'The URL does not match.';
    for (const c of v.components) {
      if (c.pattern === '*' && c.groups.every((g) => g.value === c.input)) {
        continue; // a component left as "*" says nothing
      }
      const shown = el('td', {});
      for (const piece of c.pieces) {
        shown.append(piece.group < 0 ? document.createTextNode(piece.text)
          : el('span', {class: 'grp grp-' + (piece.group % 6), title: c.groups[piece.group].name}, piece.text));
      }
      const groups = el('td', {});
      c.groups.forEach((g, i) => {
        const label = g.value === null ? g.name + ' (no part in the match)' : g.name + '=' + g.value;
        groups.append(el('span', {class: g.value === null ? '' : 'grp grp-' + (i % 6)}, label), ' ');
      });
      rows.append(el('tr', {}, el('th', {scope: 'row'}, c.name), el('td', {}, c.pattern), shown, groups));
    }
    $('pattern-table').hidden = !v.match;
  }

  const patternSection = $('pattern-section');

  function updatePattern() {
    const seq = ++patternSent;
    if (pattern.value === '') {
      patternShown = seq;
      patternSection.dataset.pending = '0';
      $('pattern-verdict').textContent = '';
      $('pattern-table').hidden = true;
      return;
    }
    patternSection.dataset.pending = String(patternSent - patternShown);
    fetch('api/pattern', {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({pattern: pattern.value, url: patternURL.value}),
    }).then((r) => r.json()).then((v) => {
      if (seq < patternShown) {
        return;
      }
      patternShown = seq;
      patternSection.dataset.pending = String(patternSent - patternShown);
      showPattern(v);
    }).catch(() => {
      $('pattern-verdict').textContent = 'The server did not answer.';
    });
  }

  pattern.addEventListener('input', updatePattern);
  patternURL.addEventListener('input', updatePattern);
})();
