/**
 * The stays the booking box asked the page for and has not seen answered, oldest first. An answer for one of
 * them is the box's own (it never replaces what was typed since, even when it is not the latest ask: a slow
 * render can commit an older answer after a newer ask left); any other answer came from elsewhere (a calendar
 * day, a suggested stay, the back button) and replaces the draft.
 */
export class StayAsks {
  private readonly pending: string[] = [];

  /** The box asked for `key`. */
  ask(key: string): void {
    this.pending.push(key);
  }

  /**
   * The page now answers for `key`: true when it is one of the box's own asks (that ask and the older ones
   * are settled), false when the stay came from elsewhere (and the asks still on their way were superseded).
   */
  answered(key: string): boolean {
    const index = this.pending.indexOf(key);
    // A stay from elsewhere superseded whatever was still on its way.
    this.pending.splice(0, index < 0 ? this.pending.length : index + 1);
    return index >= 0;
  }
}
