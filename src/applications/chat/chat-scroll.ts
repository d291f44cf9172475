/**
 * Keep the chat log at its bottom when one of our messages grows after core placed it.
 *
 * Foundry 13's ChatLog scrolls to the bottom when it appends a new message to a log that is at its
 * bottom, or when the message is the user's own (`ChatLog#postOne`). It re-renders an updated message
 * in place and does not scroll (`ChatLog#updateMessage`), and `isAtBottom` only changes on a scroll
 * event, so a log that grows stays "at the bottom" with its new lines below the fold. The attack
 * card's targets are appended to the message element after the `renderChatMessageHTML` hook (their
 * template renders asynchronously), that is after core's scroll for a new message and without any
 * scroll for an updated one. So: when the message is rendered, note which logs should follow it
 * (core's rule for a new message; for an updated one, a log at its bottom), and once the targets are
 * appended scroll those logs to the bottom with core's own `scrollBottom`.
 */

/** A chat log as far as this needs it: core's ChatLog (sidebar tab) or its popped-out copy. */
export interface ScrollingChatLog {
  readonly rendered: boolean;
  readonly isAtBottom: boolean;
  readonly element: HTMLElement;
  scrollBottom(options?: { waitImages?: boolean }): Promise<void>;
}

function isScrollingLog(value: unknown): value is ScrollingChatLog {
  if (typeof value !== "object" || value === null) return false;
  const log = value as Partial<Record<keyof ScrollingChatLog, unknown>>;
  return typeof log.isAtBottom === "boolean" && typeof log.scrollBottom === "function";
}

/** The sidebar's chat log and its popped-out copy, where they exist. */
export function chatLogs(): ScrollingChatLog[] {
  const sidebar: unknown = ui.chat;
  const popout: unknown = isScrollingLog(sidebar) ? (sidebar as { popout?: unknown }).popout : undefined;
  return [sidebar, popout].filter(isScrollingLog);
}

/** Whether the log already shows message `messageId` (an update) rather than receiving it anew. */
function shows(log: ScrollingChatLog, messageId: string): boolean {
  return Array.from(log.element.querySelectorAll<HTMLElement>(".chat-log .message")).some((li) => li.dataset.messageId === messageId);
}

/**
 * The logs that should follow message `messageId` to the bottom once it has grown, taken when it is
 * rendered (before it grows): a log at its bottom, and for the user's own new message every log —
 * like core does for a new message. An updated message in a log scrolled up leaves the log alone.
 */
export function logsToFollow(messageId: string | null, own: boolean, logs: readonly ScrollingChatLog[] = chatLogs()): ScrollingChatLog[] {
  return logs.filter((log) => log.rendered && (log.isAtBottom || (own && messageId !== null && !shows(log, messageId))));
}

/**
 * Scroll each of `logs` that shows the grown message element to its bottom. When core has not put
 * the element into its log yet (the hook ran before), this waits one animation frame.
 */
export function followToBottom(html: HTMLElement, logs: readonly ScrollingChatLog[]): void {
  if (logs.length === 0) return;
  const scroll = (): void => {
    for (const log of logs) {
      if (log.rendered && log.element.querySelector(".chat-scroll")?.contains(html)) void log.scrollBottom({ waitImages: true });
    }
  };
  if (html.isConnected) scroll();
  else requestAnimationFrame(scroll);
}
