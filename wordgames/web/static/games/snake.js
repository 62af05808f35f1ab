// Змейка: a card tapped into the placement being written is marked used (and cannot be tapped twice)
// until the text field is cleared; the page's taps themselves are table.js's.
const table = document.getElementById("table");

function clearUsed() {
  for (const card of table.querySelectorAll(".card.used")) {
    card.classList.remove("used");
    card.disabled = false;
    card.removeAttribute("aria-pressed");
  }
}

table.addEventListener("click", (event) => {
  const target = event.target.closest("button");
  if (!target) return;
  if (target.dataset.clear !== undefined) {
    clearUsed();
  } else if (target.classList.contains("card") && target.dataset.compose !== undefined && !target.disabled) {
    // table.js (listening first) has added the letter; mark the card once it has
    setTimeout(() => {
      target.classList.add("used");
      target.setAttribute("aria-pressed", "true");
      target.disabled = true;
    }, 0);
  }
});

table.addEventListener("input", (event) => {
  if (event.target.id === "move-text" && event.target.value === "") clearUsed();
});
