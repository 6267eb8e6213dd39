/** The task form's body: on edit a field the user emptied is sent empty, since an update keeps what it is not sent. */
import { describe, expect, it } from 'vitest';
import { item } from '../test/planner-fixtures';
import { buildTaskPayload, itemToTaskForm } from './task-form-values';

describe('buildTaskPayload', () => {
  const stored = item({ id: 3, title: 'Cake', remark: 'Chocolate', contact_phone: '0641234567' });
  const emptied = { ...itemToTaskForm(stored), remark: '', contact_phone: '', price: '' };

  it('sends the fields the user emptied as empty on edit, which clears them (decision 0050)', () => {
    const body = Object.fromEntries(buildTaskPayload(emptied, true).entries());
    expect(body).toMatchObject({ title: 'Cake', remark: '', contact_phone: '', price: '' });
  });

  it('leaves empty fields out of a new task (SPEC §5)', () => {
    const body = Object.fromEntries(buildTaskPayload(emptied).entries());
    expect(body).not.toHaveProperty('remark');
    expect(body).not.toHaveProperty('price');
  });
});
