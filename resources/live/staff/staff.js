// The staff page: polls state.json (beside this file) once a second; every write is a POST
// of JSON to "action" with the link's write secret in a header. The console decides.
"use strict";
(function () {
  const POLL_MS = 1000;
  const $ = (id) => document.getElementById(id);
  let me = null;
  let state = null;
  let etag = null;
  const { label, locale, chips, formatClock, setText, fold } = window.pokerfloorWords;
  let offset = 0;
  let timer = null;
  let busy = false;
  const counting = new Map(); // table -> Map(player -> typed value)

  function fmt(key, fallback, ...values) {
    let text = label(key, fallback);
    values.forEach((v, i) => { text = text.replace(`%${i + 1}`, v); });
    return text;
  }
  function el(tag, cls, text) {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function button(text, cls, onClick) {
    const b = el("button", `btn ${cls || ""}`.trim(), text);
    b.type = "button";
    b.addEventListener("click", onClick);
    return b;
  }
  function tick() {
    if (!state) return;
    const left = state.running && state.ends_at_ms !== null
      ? state.ends_at_ms - (Date.now() + offset) : state.remaining_ms;
    setText("time", formatClock(left));
  }

  function mine(table) {
    return !me.tables.length || me.tables.includes(table.number);
  }
  function seated() {
    const out = [];
    for (const t of state.tables) for (const s of t.seats) out.push({ ...s, table: t.number });
    return out;
  }

  // ------------------------------------------------------------------ answers and sheets
  let hideAnswer = null;
  function show(text, refused) {
    const answer = $("answer");
    if (hideAnswer !== null) clearTimeout(hideAnswer);
    hideAnswer = text ? setTimeout(() => { answer.hidden = true; }, 6000) : null;
    answer.hidden = !text;
    answer.classList.toggle("refused", Boolean(refused));
    setText("answer", text || "");
  }
  function closeSheet() {
    $("sheet").hidden = true;
    $("sheet-choices").replaceChildren();
  }
  function ask(title, choices) {
    setText("sheet-title", title);
    $("sheet-choices").replaceChildren(...choices.map(([text, where, cls, run]) => {
      const b = button(text, cls, () => { closeSheet(); run(); });
      if (where) b.appendChild(el("span", "where", where));
      return b;
    }));
    $("sheet").hidden = false;
  }

  async function send(body) {
    if (busy) return null;
    busy = true;
    show(label("sending", "Sending…"), false);
    try {
      const response = await fetch("action", {
        method: "POST",
        cache: "no-store",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json", "X-Staff-Secret": me.secret },
        body: JSON.stringify(body),
      });
      const answer = await response.json();
      if (answer.question) return answer;
      show(answer.message || answer.error || String(response.status), !response.ok);
      if (response.status === 403 && !answer.message) expire();
      return answer;
    } catch (err) {
      show(label("offline", "Reconnecting…"), true);
      return null;
    } finally {
      busy = false;
      poll(true);
    }
  }

  function eliminator(seat, then) {
    // the players at the busted player's table; the other tables one tap further
    const others = seated().filter((s) => s.player !== seat.player);
    others.sort((a, b) => a.table - b.table || a.seat - b.seat);
    const choice = (s) => [s.name, `${fmt("table", "Table %1", s.table)} · ${s.seat}`, "", () => then(s.player)];
    const title = fmt("who_busted", "Who busted %1?", seat.name);
    const unknown = [label("not_known", "Not known"), "", "ghost", () => then(null)];
    const elsewhere = others.filter((s) => s.table !== seat.table);
    const choices = others.filter((s) => s.table === seat.table).map(choice);
    if (elsewhere.length) {
      choices.push([label("other_table", "At another table…"), "", "ghost", () => ask(title, [...elsewhere.map(choice), unknown])]);
    }
    choices.push(unknown);
    ask(title, choices);
  }
  function bustOrRebuy(seat, question) {
    ask(question || fmt("rebuy_or_bust", "Rebuys are open: does %1 rebuy, or is he out?", seat.name), [
      [label("choose_rebuy", "Rebuy (a new stack)"), "", "rebuy", () => send({ action: "bust", player: seat.player, choice: "rebuy" })],
      [label("choose_bust", "Bust (out of the event)"), "", "bust", () => eliminator(seat, (by) => send({ action: "bust", player: seat.player, busted_by: by, choice: "bust" }))],
    ]);
  }
  function bust(seat) {
    if (state.rebuys_open) {
      bustOrRebuy(seat);
      return;
    }
    eliminator(seat, async (by) => {
      const answer = await send({ action: "bust", player: seat.player, busted_by: by });
      if (answer && answer.question) {
        show("", false);
        ask(answer.text, [
          [label("choose_rebuy", "Rebuy (a new stack)"), "", "rebuy", () => send({ action: "bust", player: seat.player, choice: "rebuy" })],
          [label("choose_bust", "Bust (out of the event)"), "", "bust", () => send({ action: "bust", player: seat.player, busted_by: by, choice: "bust" })],
        ]);
      }
    });
  }

  // ------------------------------------------------------------------ rendering
  function seatRow(table, seat) {
    const li = el("li");
    li.dataset.player = seat.player;
    li.appendChild(el("span", "no", String(seat.seat)));
    li.appendChild(el("span", "name", seat.name));
    const typed = counting.get(table.number);
    if (typed) {
      const input = el("input");
      input.type = "text";
      input.inputMode = "numeric";
      input.autocomplete = "off";
      input.setAttribute("aria-label", seat.name);
      input.value = typed.has(seat.player) ? typed.get(seat.player) : String(seat.stack);
      input.addEventListener("input", () => typed.set(seat.player, input.value));
      li.appendChild(input);
    } else {
      li.appendChild(el("span", "stack", chips(seat.stack)));
      if (me.role !== "floor") return li;
      const acts = el("span", "acts");
      acts.appendChild(button(label("bust", "Bust"), "bust", () => bust({ ...seat, table: table.number })));
      if (state.rebuys_open) {
        acts.appendChild(button(label("rebuy", "Rebuy"), "rebuy", () => send({ action: "rebuy", player: seat.player })));
      }
      li.appendChild(acts);
    }
    return li;
  }

  function tableCard(table) {
    const card = el("section", "card table");
    card.id = `table-${table.number}`;
    const head = el("div", "table-head");
    head.appendChild(el("h2", "", fmt("table", "Table %1", table.number)));
    const floor = me.role === "floor";
    if (state.hand_for_hand && (table.done || floor)) {
      head.appendChild(table.done
        ? el("span", "waiting", label("waiting", "Done: waiting for the other tables"))
        : button(label("hand_done", "Hand done"), "done", () => send({ action: "hand_done", table: table.number })));
    }
    card.appendChild(head);
    const list = el("ul", "seats");
    list.replaceChildren(...table.seats.map((s) => seatRow(table, s)));
    if (!floor) {
      card.appendChild(list); // a display link: the seats, no buttons
      return card;
    }
    const tools = el("div", "table-tools");
    const typed = counting.get(table.number);
    if (typed) {
      tools.appendChild(button(label("save_counts", "Record the counts"), "done", () => saveCounts(table)));
      tools.appendChild(button(label("cancel", "Cancel"), "ghost", () => recount(table.number, false)));
    } else {
      tools.appendChild(button(label("chips", "Chip counts"), "", () => recount(table.number, true)));
      tools.appendChild(button(label("call", "Call the director"), "call", () => send({ action: "call", table: table.number })));
    }
    card.appendChild(tools);
    card.appendChild(list);
    return card;
  }

  function recount(number, on) {
    const old = $(`table-${number}`);
    if (old) old.remove();
    if (on) counting.set(number, new Map());
    else counting.delete(number);
    render();
  }

  async function saveCounts(table) {
    const typed = counting.get(table.number);
    const counts = {};
    for (const seat of table.seats) {
      const raw = typed.has(seat.player) ? typed.get(seat.player) : String(seat.stack);
      const value = Number(String(raw).replace(/[^0-9]/g, ""));
      if (String(raw).trim() === "" || !Number.isSafeInteger(value)) {
        show(`${seat.name}: ${raw}`, true);
        return;
      }
      counts[seat.player] = value;
    }
    const answer = await send({ action: "chips", table: table.number, counts });
    if (answer && answer.ok) recount(table.number, false);
  }

  function render() {
    if (!state || !me) return;
    document.title = `${label("title", "Floor")} · ${state.name}`;
    setText("title", state.name);
    setText("who", me.name);
    setText("level", `${state.level} · ${state.game}`);
    setText("stakes", state.stakes.join(" · "));
    $("hfh").hidden = !state.hand_for_hand;
    setText("hfh", label("hand_for_hand", "HAND FOR HAND"));
    $("rebuys").hidden = !state.rebuys_open;
    setText("rebuys", label("rebuys_open", "Rebuy period"));
    $("paused").hidden = !(state.started && !state.running && !state.finished);
    setText("paused", label("paused", "PAUSED"));
    document.body.classList.toggle("readonly", me.role !== "floor");
    $("read-only").hidden = me.role === "floor";
    setText("read-only", label("read_only", "Display only: this link shows the tables and changes nothing."));
    const tables = state.tables.filter(mine);
    // a table being counted keeps its inputs (and the focus) while polls bring news
    const cards = tables.map((t) => (counting.has(t.number) && $(`table-${t.number}`)) || tableCard(t));
    if (!cards.length) cards.push(el("p", "card hint", label("no_tables", "None of your tables is playing.")));
    $("tables").replaceChildren(...cards);
    lookup();
    tick();
  }

  function lookup() {
    if (!state) return;
    const query = fold($("seat-query").value);
    const list = $("seat-results");
    if (query.length < 2) {
      list.replaceChildren();
      return;
    }
    const found = seated().filter((s) => fold(s.name).includes(query)).slice(0, 8);
    if (!found.length) {
      list.replaceChildren(el("li", "hint", label("not_seated", "No seated player by that name")));
      return;
    }
    list.replaceChildren(...found.map((s) => {
      const li = el("li");
      li.appendChild(el("span", "who", s.name));
      li.appendChild(el("span", "where", `${fmt("table", "Table %1", s.table)} · ${fmt("seat", "Seat %1", s.seat)}`));
      return li;
    }));
  }

  function expire() {
    const expired = $("expired");
    expired.hidden = false;
    setText("expired", label("expired", "This staff link was revoked: ask the director for a new one."));
    document.body.classList.add("stale", "readonly");
    state = null;
    closeSheet();
  }

  async function poll(now) {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    try {
      const headers = etag ? { "If-None-Match": etag } : {};
      const response = await fetch("state.json", { cache: "no-store", headers });
      const serverTime = Number(response.headers.get("X-Server-Time-Ms"));
      if (serverTime) offset = serverTime - Date.now();
      if (response.status === 403) {
        expire();
        return;
      }
      if (response.status === 200) {
        const doc = await response.json();
        me = doc.me;
        state = doc.state;
        etag = response.headers.get("ETag");
        render();
      } else if (response.status !== 304) {
        throw new Error(String(response.status));
      }
      $("offline").hidden = true;
    } catch (err) {
      $("offline").hidden = false;
      setText("offline", label("offline", "Reconnecting…"));
    }
    if (timer === null) timer = setTimeout(poll, POLL_MS);
  }

  async function start() {
    await window.pokerfloorWords.load();
    const input = $("seat-query");
    input.placeholder = label("your_name", input.placeholder);
    input.addEventListener("input", lookup);
    $("sheet-cancel").addEventListener("click", closeSheet);
    setInterval(tick, 250);
    poll();
  }

  start();
})();
