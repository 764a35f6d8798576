// Shared by the players' page (app.js) and the staff page (staff.js): the page's words in
// the program's language (labels.json, served beside each page), numbers as it writes them,
// the clock's countdown, and the text folding of the seat lookups.
"use strict";
window.pokerfloorWords = (function () {
  let labels = {};

  function label(key, fallback) {
    return typeof labels[key] === "string" ? labels[key] : fallback;
  }

  function locale() {
    return typeof labels.locale === "string" && labels.locale ? labels.locale : "en-US";
  }

  function chips(n) {
    return Number(n).toLocaleString(locale());
  }

  function formatClock(ms) {
    const seconds = Math.max(0, Math.ceil(ms / 1000));
    const h = Math.floor(seconds / 3600);
    const m = Math.floor((seconds % 3600) / 60);
    const s = seconds % 60;
    const two = (n) => String(n).padStart(2, "0");
    return h ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
  }

  function setText(id, text) {
    const el = document.getElementById(id);
    if (el.textContent !== text) el.textContent = text;
  }

  function fold(text) {
    return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLocaleLowerCase().trim();
  }

  // Read labels.json and put the words in every element with a data-label.
  async function load() {
    try {
      const response = await fetch("labels.json", { cache: "no-store" });
      if (response.ok) labels = await response.json();
    } catch (err) {
      labels = {};
    }
    for (const el of document.querySelectorAll("[data-label]")) {
      el.textContent = label(el.dataset.label, el.textContent);
    }
  }

  return { label, locale, chips, formatClock, setText, fold, load };
})();
