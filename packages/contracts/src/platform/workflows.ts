import { z } from 'zod';
import { guidSchema, timestampSchema } from './fields.js';
import { commaList, listSchemaOf, pageQuerySchema } from './lists.js';

/**
 * POST and GET /api/workflows and GET /api/workflows/{workflow_guid} (Cybrid): a `plaid` workflow makes a
 * link token that opens the bank-link screen, to link a new bank account (`link_token_create`)
 * or to re-link one whose connection needs a refresh (`link_token_update`).
 */

export const workflowParamsSchema = z.object({ workflow_guid: guidSchema });

export const workflowStateSchema = z.enum(['storing', 'completed', 'failed']);
export type WorkflowState = z.output<typeof workflowStateSchema>;

export const workflowKindSchema = z.enum(['link_token_create', 'link_token_update'], {
  error: 'kind must be link_token_create or link_token_update',
});
export type WorkflowKind = z.output<typeof workflowKindSchema>;

/** The screen's languages; Cybrid's others (es, nl, de) are not offered. */
export const workflowLanguageSchema = z.enum(['en', 'fr'], { error: 'language must be en or fr' });

/** Cybrid's PostWorkflow, for `plaid` workflows. */
export const postWorkflowSchema = z
  .strictObject({
    type: z.literal('plaid', { error: 'type must be plaid' }),
    kind: workflowKindSchema,
    language: workflowLanguageSchema,
    customer_guid: guidSchema.nullish(),
    external_bank_account_guid: guidSchema.nullish(),
    link_customization_name: z.string().max(128).nullish(),
    redirect_uri: z.string().max(128).nullish(),
    android_package_name: z.string().max(128).nullish(),
  })
  .superRefine((body, ctx) => {
    const hasAccount = body.external_bank_account_guid != null;
    if (body.kind === 'link_token_update' && !hasAccount) {
      ctx.addIssue({
        code: 'custom',
        path: ['external_bank_account_guid'],
        message: 'external_bank_account_guid is required for link_token_update',
      });
    }
    if (body.kind === 'link_token_create' && hasAccount) {
      ctx.addIssue({
        code: 'custom',
        path: ['external_bank_account_guid'],
        message: 'external_bank_account_guid is only for link_token_update',
      });
    }
  });
export type PostWorkflow = z.input<typeof postWorkflowSchema>;

/** Cybrid's Workflow. */
export const workflowSchema = z.strictObject({
  guid: guidSchema,
  bank_guid: guidSchema,
  customer_guid: guidSchema,
  type: z.literal('plaid'),
  state: workflowStateSchema,
  failure_code: z.string().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Workflow = z.output<typeof workflowSchema>;

/** Cybrid's WorkflowWithDetails: the link token, once the workflow has completed. */
export const workflowWithDetailsSchema = workflowSchema.extend({
  plaid_link_token: z.string().nullable(),
});
export type WorkflowWithDetails = z.output<typeof workflowWithDetailsSchema>;

/** GET /api/workflows: Cybrid's filters, newest first. */
export const workflowListQuerySchema = pageQuerySchema.extend({
  guid: commaList(guidSchema, 'workflow guids to list').optional(),
  bank_guid: commaList(guidSchema, 'bank guids to list workflows of').optional(),
  customer_guid: commaList(guidSchema, 'customer guids to list workflows of').optional(),
});
export type WorkflowListQuery = z.output<typeof workflowListQuerySchema>;

/** Cybrid's WorkflowsList. */
export const workflowListSchema = listSchemaOf(workflowSchema);
