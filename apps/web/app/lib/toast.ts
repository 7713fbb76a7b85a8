/**
 * The one toast (SPEC §2: auto-hides after TOAST_DURATION_MS). Anything, including code outside
 * React such as the API client, calls showToast; <Toaster> in the layout renders the latest
 * message. A new message replaces the one on screen.
 */
/** A page the toast offers to open about what it confirms ("View favourites" → /collection/product). */
export interface ToastLink {
  to: string;
  label: string;
}

export interface ToastMessage {
  id: number;
  text: string;
  link?: ToastLink;
}

type Listener = () => void;

let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function showToast(text: string, link?: ToastLink): void {
  current = link ? { id: nextId++, text, link } : { id: nextId++, text };
  emit();
}

export function dismissToast(id: number): void {
  if (current?.id !== id) return;
  current = null;
  emit();
}

export function subscribeToast(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToast(): ToastMessage | null {
  return current;
}
