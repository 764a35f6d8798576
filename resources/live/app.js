// The live view: polls status.json (served beside this file) once a second and counts the
// clock down between polls from the level's end instant and the server's time.
"use strict";
(function () {
  const POLL_MS = 1000;
  const $ = (id) => document.getElementById(id);
  let data = null;
  let etag = null;
  let offset = 0; // server clock minus ours, ms
  const { label, locale, chips, formatClock, setText, fold } = window.pokerfloorWords;

  function row(parts, cls) {
    const li = document.createElement("li");
    if (cls) li.className = cls;
    for (const [text, kind] of parts) {
      const span = document.createElement("span");
      span.className = kind;
      span.textContent = text;
      li.appendChild(span);
    }
    return li;
  }

  function fill(id, items, empty) {
    const list = $(id);
    const nodes = items.length ? items : [row([[empty, "empty"]], "empty")];
    list.replaceChildren(...nodes);
  }

  function place(table, seat) {
    return label("table_seat", "Table %1 · Seat %2").replace("%1", table).replace("%2", seat);
  }

  function timeLeft(clock) {
    if (clock.running && clock.ends_at_ms !== null) {
      return clock.ends_at_ms - (Date.now() + offset);
    }
    return clock.remaining_ms;
  }

  function tick() {
    if (!data) return;
    const clock = data.clock;
    setText("time", formatClock(timeLeft(clock)));
    let brk = "";
    if (clock.next_break_at_ms !== null && clock.running) {
      brk = clock.next_break_at_ms - (Date.now() + offset);
    } else if (clock.next_break_in_ms !== null) {
      brk = clock.next_break_in_ms;
    }
    setText("break", brk === "" ? "" : label("next_break", "Next break in %1").replace("%1", formatClock(brk)));
  }

  function render() {
    const d = data;
    const clock = d.clock;
    document.title = d.tournament.name;
    setText("title", d.tournament.name);
    const day = [d.festival, d.day].filter(Boolean).join(" · ");
    $("festival").hidden = !day;
    setText("festival", day);
    const notice = $("notice");
    notice.hidden = !clock.notice;
    setText("notice", clock.notice);
    setText("level", clock.level.title);
    setText("game", clock.level.is_break ? "" : clock.level.game_name);
    const paused = clock.started && !clock.running && !d.tournament.finished;
    const time = $("time");
    time.classList.toggle("paused", paused);
    time.classList.toggle("on-break", clock.level.is_break);
    $("status").hidden = !paused;
    setText("status", label("paused", "PAUSED"));
    $("stakes").replaceChildren(...(clock.level.is_break ? [] : clock.level.stakes).map((s) => {
      const li = document.createElement("li");
      li.textContent = s;
      return li;
    }));
    setText("next", clock.next_level ? label("next", "Next: %1").replace("%1", `${clock.next_level.title} · ${clock.next_level.summary}`) : "");
    $("next-game").hidden = !clock.next_game;
    setText("next-game", clock.next_game ? label("next_game", "Next game: %1").replace("%1", clock.next_game) : "");
    setText("players-left", chips(d.players_left));
    setText("entries", chips(d.entries));
    setText("average", chips(d.average_stack));
    setText("pool", d.prize_pool);
    const finished = new Map(d.results.map((r) => [r.place, r]));
    fill("payouts", d.payouts.map((p) => {
      const who = finished.get(p.place);
      const name = p.name || (who && who.name ? who.name : "");
      return row([[p.place_text, "place"], [name, "who"], [p.text, "amount"]]);
    }), label("no_payouts", "Payouts not set yet"));
    fill("results", d.results.map((r) => row([[r.place_text, "place"], [r.name || "", "who"], [r.prize, "amount"]])),
      label("no_results", "Nobody is out yet"));
    fill("moves", d.moves.map((m) => row([[m.name || "", "who"], [`${place(m.from_table, m.from_seat)} → ${place(m.to_table, m.to_seat)}`, "move"]])),
      label("no_moves", "No moves yet"));
    lookup();
    tick();
  }

  function answered() {
    // The last poll the server answered (a 200 or a 304), on the server's clock.
    const at = new Date(Date.now() + offset);
    setText("updated", label("updated", "Updated %1").replace("%1", at.toLocaleTimeString(locale())));
  }

  function lookup() {
    if (!data) return;
    const query = fold($("seat-query").value);
    const list = $("seat-results");
    if (data.names_hidden) {
      $("seat-query").disabled = true;
      list.replaceChildren(row([[label("names_hidden", "Names are not shown: ask the floor."), "hint"]], "hint"));
      return;
    }
    $("seat-query").disabled = false;
    if (query.length < 2) {
      list.replaceChildren();
      return;
    }
    const found = data.seats.filter((s) => fold(s.name).includes(query)).slice(0, 8);
    if (!found.length) {
      list.replaceChildren(row([[label("not_seated", "No seated player by that name"), "hint"]], "hint"));
      return;
    }
    list.replaceChildren(...found.map((s) => row([[s.name, "who"], [place(s.table, s.seat), "where"]])));
  }

  async function poll() {
    try {
      const headers = etag ? { "If-None-Match": etag } : {};
      const response = await fetch("status.json", { cache: "no-store", headers });
      const serverTime = Number(response.headers.get("X-Server-Time-Ms"));
      if (serverTime) offset = serverTime - Date.now();
      if (response.status === 403) {
        // The link was revoked (or is from before a new address): say so at the top, stop.
        const expired = $("expired");
        expired.hidden = false;
        setText("expired", label("expired", "This link has expired: scan the code on the clock screen."));
        $("offline").hidden = true;
        data = null; // the clock stops counting: what is shown is no longer followed
        document.body.classList.add("stale");
        return;
      }
      if (response.status === 200) {
        data = await response.json();
        etag = response.headers.get("ETag");
        render();
      } else if (response.status !== 304) {
        throw new Error(String(response.status));
      }
      answered();
      $("offline").hidden = true;
    } catch (err) {
      $("offline").hidden = false;
      setText("offline", label("offline", "Reconnecting…"));
    }
    setTimeout(poll, POLL_MS);
  }

  async function start() {
    await window.pokerfloorWords.load();
    const input = $("seat-query");
    input.placeholder = label("your_name", input.placeholder);
    input.addEventListener("input", lookup);
    setInterval(tick, 250);
    poll();
  }

  start();
})();
