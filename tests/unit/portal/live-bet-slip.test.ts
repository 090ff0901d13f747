/** @jest-environment node */
import { betSlipReducer, chipsWithin, newSlip, pendingTotal, sendsFor, type BetSlip, type SlipAction } from '@/lib/games/live-bet-slip';

const MAX = 5_000_000;
const run = (slip: BetSlip, ...actions: SlipAction[]) => actions.reduce(betSlipReducer, slip);
const add = (spot: string, maxBet = MAX): SlipAction => ({ type: 'add', spot, maxBet });
let keys = 0;
const newKey = () => `key-${++keys}`;

describe('chips', () => {
  it('offers the chips within the table limits', () => {
    expect(chipsWithin(100, 5_000_000)).toEqual([1_000, 5_000, 10_000, 50_000, 100_000, 500_000]);
    expect(chipsWithin(5_000, 50_000)).toEqual([5_000, 10_000, 50_000]);
  });
});

describe('bet slip', () => {
  it('adds the chosen chip to the tapped spot on each tap, per spot', () => {
    const slip = run(newSlip(5_000), add('BANKER'), { type: 'chip', chip: 10_000 }, add('BANKER'), add('TIE'));
    expect(slip.stakes).toEqual({ BANKER: 15_000, TIE: 10_000 });
    expect(pendingTotal(slip)).toBe(25_000);
  });

  it('never lets a spot pass the table maximum', () => {
    const slip = run(newSlip(10_000), add('PLAYER', 25_000), add('PLAYER', 25_000), add('PLAYER', 25_000));
    expect(slip.stakes).toEqual({ PLAYER: 20_000 });
  });

  it('clears the pending stakes; a review needs one', () => {
    expect(run(newSlip(1_000), { type: 'review' }).reviewing).toBe(false);
    const slip = run(newSlip(1_000), add('PLAYER'), { type: 'review' });
    expect(slip.reviewing).toBe(true);
    expect(run(slip, add('PLAYER')).stakes).toEqual({ PLAYER: 1_000 });
    expect(run(slip, { type: 'clear' })).toMatchObject({ stakes: {}, reviewing: false });
  });

  it('sends each pending spot as its own bet with its own key; a placed one leaves the slip, a refused one stays pending', () => {
    const slip = run(newSlip(10_000), add('BANKER'), add('PLAYER'), { type: 'review' });
    const sends = sendsFor(slip, 7, newKey);
    expect(sends.map((s) => [s.spot, s.amount, s.roundId])).toEqual([
      ['BANKER', 10_000, 7],
      ['PLAYER', 10_000, 7],
    ]);
    expect(new Set(sends.map((s) => s.key)).size).toBe(2);
    const after = run(slip, { type: 'sending', sends }, { type: 'answered', spot: 'BANKER', outcome: 'placed' }, { type: 'answered', spot: 'PLAYER', outcome: 'refused' });
    expect(after).toMatchObject({ stakes: { PLAYER: 10_000 }, sends: [], reviewing: false });
    // A refused bet confirmed again is a new command: a new key.
    expect(sendsFor(after, 7, newKey)[0].key).not.toBe(sends[1].key);
  });

  it('keeps the key of a send without an answer: confirming again replays it, and its stake cannot change meanwhile', () => {
    const slip = run(newSlip(10_000), add('BANKER'));
    const [first] = sendsFor(slip, 7, newKey);
    const unknown = run(slip, { type: 'sending', sends: [first] }, { type: 'answered', spot: 'BANKER', outcome: 'unknown' });
    expect(unknown.sends).toEqual([first]);
    expect(run(unknown, add('BANKER')).stakes).toEqual({ BANKER: 10_000 });
    expect(run(unknown, { type: 'clear' }).stakes).toEqual({ BANKER: 10_000 });
    const again = run(unknown, add('TIE'));
    const resent = sendsFor(again, 7, newKey);
    expect(resent[0]).toEqual(first);
    expect(resent[1]).toMatchObject({ spot: 'TIE', roundId: 7 });
  });

  it('drops an unanswered send and its stake when its round is over (it may have been placed)', () => {
    const slip = run(newSlip(10_000), add('BANKER'), add('PLAYER'));
    const sends = sendsFor(slip, 7, newKey);
    const unknown = run(slip, { type: 'sending', sends }, { type: 'answered', spot: 'BANKER', outcome: 'unknown' }, { type: 'answered', spot: 'PLAYER', outcome: 'refused' });
    expect(run(unknown, { type: 'round', roundId: 7 })).toBe(unknown);
    expect(run(unknown, { type: 'round', roundId: 8 })).toMatchObject({ stakes: { PLAYER: 10_000 }, sends: [] });
  });
});
