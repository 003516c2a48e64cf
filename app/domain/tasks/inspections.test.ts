import { describe, expect, it } from 'vitest';
import {
  isInspectionAction,
  isInspectionPhotoKey,
  MAX_INSPECTION_PHOTOS,
  photosLeft,
  taskPhotoPath,
} from './inspections';
import { TASK_ACTIONS, taskActionTarget } from './states';

const sha = 'a'.repeat(64);

describe('photos on inspection', () => {
  it('takes photos only on the buttons that inspect a finished task', () => {
    const inspecting = TASK_ACTIONS.filter(isInspectionAction);
    expect(inspecting).toEqual(['inspect', 'send-back']);
    // Both start from a finished task: the only state whose form offers the photos.
    for (const action of inspecting) expect(taskActionTarget(action, 'done')).not.toBeNull();
    for (const action of inspecting) expect(taskActionTarget(action, 'open')).toBeNull();
  });

  it('names photos only, never a PDF or anything else', () => {
    expect(isInspectionPhotoKey(`${sha}.jpg`)).toBe(true);
    expect(isInspectionPhotoKey(`${sha}.png`)).toBe(true);
    expect(isInspectionPhotoKey(`${sha}.pdf`)).toBe(false);
    expect(isInspectionPhotoKey(`${sha.slice(1)}.jpg`)).toBe(false);
    expect(isInspectionPhotoKey(`../${sha}.jpg`)).toBe(false);
  });

  it('counts the photos a task still takes and says where staff open one', () => {
    expect(MAX_INSPECTION_PHOTOS).toBe(8);
    expect(photosLeft(0)).toBe(8);
    expect(photosLeft(5)).toBe(3);
    expect(photosLeft(9)).toBe(0);
    const id = '6f1c2d9e-8a7b-4c3d-9e2f-1a2b3c4d5e6f';
    expect(taskPhotoPath(id, `${sha}.jpg`)).toBe(`/admin/tasks/${id}/photos/${sha}.jpg`);
  });
});
