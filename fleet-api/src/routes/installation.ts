// The installation job of a hub (spec 1 §2 Installation tab, §3 Installation, §7).
import { installationJobSerial, serialFromHubId } from '@hub/domain';
import { noSuchHub } from '../db/requireHub.js';
import { date, dateTime, nullable, ok, responses } from '../http/envelope.js';
import { hubIdParams } from '../http/idParams.js';
import { defineRoutes } from '../http/routeArea.js';

const str = nullable('string');

const installationSchema = {
  type: ['object', 'null'],
  required: [
    'uid',
    'serial_no',
    'uploaded',
    'job_id',
    'status',
    'mprn',
    'gprn',
    'created_on',
    'assigned_date_time',
    'start_time',
    'end_time',
    'last_updated_date_time',
    'start_job',
    'date_corrected',
    'geopal_data',
  ],
  properties: {
    uid: { type: 'integer' },
    serial_no: nullable('integer'),
    uploaded: dateTime,
    job_id: { type: 'string' },
    status: { type: 'string' },
    mprn: str,
    gprn: str,
    created_on: dateTime,
    assigned_date_time: dateTime,
    start_time: dateTime,
    end_time: dateTime,
    last_updated_date_time: dateTime,
    start_job: str,
    date_corrected: date,
    // The field-service provider's whole record; its keys are the provider's, not ours.
    geopal_data: { type: 'object', additionalProperties: true },
  },
} as const;

interface SerialRow {
  uid: number;
  serial_no: string | number | null;
  scan_serial_number_of_hub: string | null;
  entered_serial_number_of_hub: string | null;
}

export default defineRoutes('/api/private', async (app) => {
  app.get<{ Params: { id: number } }>(
    '/hub/:id/installation',
    {
      schema: {
        summary:
          "The hub's latest installation job (matched on the job's serial, repaired as spec 2 §5 says); null when none",
        params: hubIdParams,
        response: responses(installationSchema),
      },
    },
    async (request) => {
      const hubid = request.params.id;
      const hubs = await app.db.query<{ serial: string | number | null }>(
        'SELECT serial FROM hubs WHERE hubid = $1',
        [hubid],
      );
      const hub = hubs[0];
      if (hub === undefined) throw noSuchHub(hubid);
      const serial = hub.serial === null ? serialFromHubId(hubid) : Number(hub.serial);
      // Jobs with the serial on file, and jobs whose serial was only scanned or typed (which may need
      // repair before it says which hub they are about).
      const candidates = await app.db.query<SerialRow>(
        `SELECT uid, serial_no, scan_serial_number_of_hub, entered_serial_number_of_hub FROM installations
          WHERE serial_no = $1
             OR (serial_no IS NULL AND (scan_serial_number_of_hub IS NOT NULL OR entered_serial_number_of_hub IS NOT NULL))
          ORDER BY uploaded DESC, uid DESC`,
        [serial],
      );
      const match = candidates.find((row) => installationJobSerial(row) === serial);
      if (match === undefined) return ok(null);
      const rows = await app.db.query(
        `SELECT uid, serial_no::float8::int AS serial_no, uploaded, job_id, status, mprn, gprn, created_on,
                assigned_date_time, start_time, end_time, last_updated_date_time, start_job,
                to_char(date_corrected, 'YYYY-MM-DD') AS date_corrected, geopal_data
           FROM installations WHERE uid = $1`,
        [match.uid],
      );
      return ok(rows[0] ?? null);
    },
  );
});
