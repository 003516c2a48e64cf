import { describe, expect, it } from 'vitest';
import {
  canChangeTask,
  TASK_ACTIONS,
  TASK_STATES,
  TASK_TRANSITIONS,
  taskActions,
  taskActionTarget,
  taskChangeNeedsNote,
} from './states';

describe('the task states', () => {
  it('offers each state its buttons', () => {
    expect(Object.fromEntries(TASK_STATES.map((state) => [state, taskActions(state)]))).toEqual({
      open: ['start', 'finish', 'cancel'],
      'in-progress': ['finish', 'stop', 'cancel'],
      done: ['inspect', 'send-back'],
      inspected: [],
      cancelled: ['reopen'],
    });
  });

  it('runs open → in progress → done → inspected, and an inspection may send a task back with a note', () => {
    expect(canChangeTask('open', 'in-progress')).toBe(true);
    expect(canChangeTask('in-progress', 'done')).toBe(true);
    expect(canChangeTask('done', 'inspected')).toBe(true);
    expect(canChangeTask('done', 'open')).toBe(true);
    expect(taskChangeNeedsNote('done', 'open')).toBe(true);
    expect(taskChangeNeedsNote('open', 'done')).toBe(false);
    // An inspected task is finished for good; nothing skips the work.
    for (const to of TASK_STATES) if (to !== 'inspected') expect(canChangeTask('inspected', to)).toBe(false);
    expect(canChangeTask('open', 'inspected')).toBe(false);
    expect(canChangeTask('cancelled', 'done')).toBe(false);
  });

  it('gives each action one target from each state that offers it', () => {
    for (const action of TASK_ACTIONS) {
      const froms = TASK_TRANSITIONS.filter((t) => t.by === action).map((t) => t.from);
      expect(froms.length, action).toBeGreaterThan(0);
      expect(new Set(froms).size, action).toBe(froms.length);
    }
    expect(taskActionTarget('finish', 'in-progress')).toBe('done');
    expect(taskActionTarget('send-back', 'done')).toBe('open');
    expect(taskActionTarget('inspect', 'open')).toBeNull();
  });
});
