// Bundled with trystero, whose console.error calls the build points here (esbuild's --define and
// --inject). Trystero reports a peer's data channel closed from the other side as an error;
// Chromium gives it as "OperationError: User-Initiated Abort, reason=Close called", and it is
// how a peer leaves (a guest who closes the tab, a host who reloads): a note for the console's
// verbose level, not an error. Everything else goes to console.error as before.
const out = console;

export function trysteroConsoleError(...args) {
  const closed = args.some(
    (arg) => arg instanceof Error && arg.name === "OperationError" && /User-Initiated Abort/.test(arg.message),
  );
  if (closed) out.debug(...args);
  else out.error(...args);
}
