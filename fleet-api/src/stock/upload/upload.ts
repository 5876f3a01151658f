// PUT installs/upload (spec 2 §7): a multipart form with the file and the company code. Reads the
// whole file (bounded by MAX_UPLOAD_BYTES), checks its type from its bytes, parses it, and answers the
// failures and the jobs that are (preview) or were saved.
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../http/errors.js';
import type { Database } from '../../db/database.js';
import { uploadKind } from './fileType.js';
import { jobsFromRows } from './jobs.js';
import { MAX_UPLOAD_BYTES, UPLOAD_COMPANY_CODES } from './limits.js';
import { readSheet } from './parseSheet.js';
import { saveJobs } from './saveJobs.js';

export const TOO_LARGE_MESSAGE = `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`;

interface Form {
  company: string | null;
  file: Buffer | null;
  filename: string | null;
}

async function readForm(request: FastifyRequest): Promise<Form> {
  const form: Form = { company: null, file: null, filename: null };
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } })) {
      if (part.type === 'file') {
        form.file = await part.toBuffer();
        form.filename = part.filename;
      } else if (part.fieldname === 'company') {
        form.company = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, TOO_LARGE_MESSAGE, [{ field: 'file', message: TOO_LARGE_MESSAGE }]);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw badRequest('Send one file and the company, nothing more.');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw badRequest('The request is not a multipart form.');
    // A body cut off mid-way (the connection dropped) ends the multipart stream early.
    throw badRequest('The upload was cut short or is not a well-formed multipart form.');
  }
  return form;
}

export async function installsUpload(db: Database, request: FastifyRequest, preview: boolean) {
  const form = await readForm(request);
  const company = form.company ?? (request.query as { company?: string }).company ?? null;
  if (company === null || !(UPLOAD_COMPANY_CODES as readonly string[]).includes(company)) {
    const message = `Choose the company: one of ${UPLOAD_COMPANY_CODES.join(', ')}.`;
    throw badRequest(message, [{ field: 'company', message }]);
  }
  if (form.file === null) throw badRequest('Choose a file.', [{ field: 'file', message: 'Choose a file.' }]);
  const sheet = await readSheet(uploadKind(form.file), form.file);
  const { jobs, failures } = jobsFromRows(sheet.rows);
  const counts = preview ? { created: 0, updated: 0 } : await saveJobs(db, jobs, company);
  return {
    preview,
    filename: form.filename,
    company,
    ignored_columns: sheet.ignoredColumns,
    created: counts.created,
    updated: counts.updated,
    failures,
    saved: jobs.map((job) => ({
      row: job.row,
      job_id: job.values.job_id,
      status: job.values.status,
      post_code: job.values.post_code ?? job.values.eircode ?? job.values.job_postal_code ?? null,
      first_name: job.values.first_name ?? null,
      last_name: job.values.last_name ?? null,
      serial_no: job.values.serial_no ?? null,
      hubid: job.hubid,
      assigned_date_time: job.values.assigned_date_time ?? null,
      end_time: job.values.end_time ?? null,
    })),
  };
}

const str = { type: ['string', 'null'] };
export const uploadAnswerSchema = {
  type: 'object',
  required: ['preview', 'company', 'failures', 'saved', 'created', 'updated', 'ignored_columns'],
  properties: {
    preview: { type: 'boolean' },
    filename: str,
    company: { type: 'string' },
    ignored_columns: { type: 'array', items: { type: 'string' } },
    created: { type: 'integer' },
    updated: { type: 'integer' },
    failures: {
      type: 'array',
      items: {
        type: 'object',
        required: ['row', 'job', 'cause'],
        properties: {
          row: { type: 'integer' },
          cause: { type: 'string' },
          job: {
            type: 'object',
            properties: { job_id: str, post_code: str, first_name: str, last_name: str, status: str },
          },
        },
      },
    },
    saved: {
      type: 'array',
      items: {
        type: 'object',
        required: ['row', 'job_id', 'status'],
        properties: {
          row: { type: 'integer' },
          job_id: { type: 'string' },
          status: { type: 'string' },
          post_code: str,
          first_name: str,
          last_name: str,
          serial_no: { type: ['integer', 'null'] },
          hubid: { type: ['integer', 'null'] },
          assigned_date_time: str,
          end_time: str,
        },
      },
    },
  },
} as const;
