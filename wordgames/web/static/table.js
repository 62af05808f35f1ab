// A seat's page at the web table: one WebSocket, the whole view swapped in on every update,
// taps turned into moves in the game's notation. No framework, no build step.
const table = document.getElementById("table");
const connection = document.getElementById("connection");
const socketPath = table.dataset.socket;
let socket = null;
let retry = 0;
let timer = null;
let stopped = false;
let picks = new Map();   // picker element id -> ordered picks

function say(kind) {
  connection.textContent = connection.dataset[kind] || "";
  connection.dataset.state = kind;
}

function index() {
  const frame = table.querySelector(".frame");
  return frame ? Number(frame.dataset.index) : -1;
}

function send(message) {
  if (socket && socket.readyState === WebSocket.OPEN) {
    socket.send(JSON.stringify(message));
    return true;
  }
  connect();
  return false;
}

function move(text) {
  if (text.trim()) send({type: "move", index: index(), text: text});
}

function connect() {
  if (stopped || (socket && socket.readyState <= WebSocket.OPEN)) return;
  clearTimeout(timer);
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  socket = new WebSocket(scheme + "//" + location.host + socketPath);
  socket.addEventListener("open", () => { retry = 0; say("online"); });
  socket.addEventListener("message", (event) => {
    let data;
    try { data = JSON.parse(event.data); } catch { return; }
    if (data.type === "view") {
      const typed = document.getElementById("move-text");
      const keep = typed && data.index === index() ? typed.value : "";
      table.innerHTML = data.html;
      const again = document.getElementById("move-text");
      if (again && keep) again.value = keep;
      table.dispatchEvent(new CustomEvent("view", {detail: {index: data.index}}));
    } else if (data.type === "replaced") {
      stopped = true;
      say("replaced");
    } else if (data.type === "closed") {
      stopped = true;
      say("stopped");
    }
  });
  socket.addEventListener("close", () => {
    socket = null;
    if (stopped) return;
    say("offline");
    retry = Math.min(retry + 1, 6);
    timer = setTimeout(connect, 250 * 2 ** retry);
  });
}

// A phone that slept, lost its network or came back to the tab reconnects at once
// (a plain-http LAN page has no service worker or wake lock to keep it alive).
document.addEventListener("visibilitychange", () => { if (!document.hidden) { retry = 0; connect(); } });
window.addEventListener("online", () => { retry = 0; connect(); });
window.addEventListener("pageshow", () => connect());
window.addEventListener("focus", () => connect());

table.addEventListener("click", (event) => {
  const target = event.target.closest("button, [data-move], [data-compose], [data-pick]");
  if (!target || target.disabled) return;
  const typed = document.getElementById("move-text");
  if (target.dataset.move !== undefined) {
    move(target.dataset.move);
  } else if (target.dataset.compose !== undefined) {
    if (typed) { typed.value += target.dataset.compose; }
  } else if (target.dataset.pick !== undefined) {
    target.classList.toggle("picked");
    target.setAttribute("aria-pressed", target.classList.contains("picked") ? "true" : "false");
  } else if (target.dataset.send !== undefined) {
    const picker = target.closest("[data-picks]");
    const chosen = [...picker.querySelectorAll("[data-pick].picked")].map((e) => e.dataset.pick);
    move(picker.dataset.picks.replace("{picks}", chosen.join("")));
  } else if (target.dataset.clear !== undefined) {
    if (typed) typed.value = "";
  } else if (target.dataset.hint !== undefined) {
    send({type: "hint", index: index()});
  }
});

table.addEventListener("submit", (event) => {
  event.preventDefault();
  const typed = document.getElementById("move-text");
  if (typed) move(typed.value);
});

connect();
