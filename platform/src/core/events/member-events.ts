// A kind of live event about one member (a balance change, an inbox change), announced after the
// change commits; the wallet event stream forwards each to that member's open tabs. In-process by
// default; with several platform instances a shared bus (core/events/redis-event-bus.ts) takes over the
// transport and delivers every event on every instance, so a tab sees a change whichever instance
// its stream and the change went to.
import { EventEmitter } from 'node:events';

export class MemberEventChannel<T extends { memberId: number }> {
  private readonly emitter = new EventEmitter();
  private transport: (event: T) => void = (event) => this.deliver(event);

  constructor(readonly name: string) {
    this.emitter.setMaxListeners(0); // one listener per open browser tab
  }

  /** Hands `event` to this process's listeners of its member. */
  deliver(event: T): void {
    this.emitter.emit(String(event.memberId), event);
  }

  /** How a published event reaches the listeners (undefined: back to in-process). */
  setTransport(send: ((event: T) => void) | undefined): void {
    this.transport = send ?? ((event) => this.deliver(event));
  }

  publish(event: T): void {
    this.transport(event);
  }

  /** Calls `listener` for each event of the member; returns the unsubscribe function. */
  subscribe(memberId: number, listener: (event: T) => void): () => void {
    this.emitter.on(String(memberId), listener);
    return () => this.emitter.off(String(memberId), listener);
  }
}
