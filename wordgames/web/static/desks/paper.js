// «Словесный бой» on paper: ask the server every few seconds whether the game changed, and show it again
// when it did (keeping what is being typed). Without script the page's link does the same.
const paper = document.getElementById("paper");
const seconds = Number(paper.dataset.seconds) || 2;

function version() {
  const here = document.getElementById("paper");
  return here ? here.dataset.version : "";
}

async function check() {
  try {
    const answer = await fetch(location.pathname + "?poll=1", {cache: "no-store"});
    if (!answer.ok) return;
    const data = await answer.json();
    if (String(data.version) === version()) return;
    const page = await fetch(location.pathname, {cache: "no-store"});
    if (!page.ok) return;
    const fresh = new DOMParser().parseFromString(await page.text(), "text/html").getElementById("paper");
    const here = document.getElementById("paper");
    if (!fresh || !here) return;
    const kept = {};
    here.querySelectorAll("textarea, input[type=text], input:not([type])").forEach((field) => {
      if (field.id && field.value) kept[field.id] = field.value;
    });
    const focused = document.activeElement ? document.activeElement.id : "";
    here.replaceWith(fresh);
    for (const [id, value] of Object.entries(kept)) {
      const field = document.getElementById(id);
      if (field) field.value = value;
    }
    if (focused && document.getElementById(focused)) document.getElementById(focused).focus();
  } catch {
    // offline for a moment: the next check tries again
  }
}

setInterval(check, seconds * 1000);
