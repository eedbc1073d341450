import { CustomerActions } from './customer-actions.service.js';
import type { CustomerDetailContext } from './customer-detail.context.js';
import { CustomerDetailService } from './customer-detail.service.js';
import { CustomerNotes } from './customer-notes.service.js';

/** The back office's customer page: the picture, its notes and the staff actions. */
export class CustomerBackOffice {
  readonly notes: CustomerNotes;
  readonly detail: CustomerDetailService;
  readonly actions: CustomerActions;

  constructor(ctx: CustomerDetailContext) {
    this.notes = new CustomerNotes(ctx);
    this.detail = new CustomerDetailService(ctx, this.notes);
    this.actions = new CustomerActions(ctx);
  }
}
