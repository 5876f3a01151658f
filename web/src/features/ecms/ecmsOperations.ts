// The ECMS panel's operations (colocated with the panel; named <Component>_<Kind>).
import { graphql } from '../../__generated__';

export const EcmsPanel_Count = graphql(`
  query EcmsPanel_Count($filter: EcmsFilter) {
    ecmsRows(filter: $filter, first: 1) {
      totalCount
    }
  }
`);

export const EcmsPanel_Mprns = graphql(`
  query EcmsPanel_Mprns($filter: EcmsFilter) {
    ecmsMprns(filter: $filter)
  }
`);

export const EcmsPanel_Export = graphql(`
  mutation EcmsPanel_Export($input: ExportEcmsReportInput!) {
    exportEcmsReport(input: $input) {
      filename
      csv
      userErrors {
        field
        message
      }
    }
  }
`);

export const EcmsPanel_Restore = graphql(`
  mutation EcmsPanel_Restore($input: EcmsMprnInput!) {
    restoreEcmsRow(input: $input) {
      ecmsRow {
        mprn
      }
      userErrors {
        field
        message
      }
    }
  }
`);

export const EcmsModifyPanel_Mutation = graphql(`
  mutation EcmsModifyPanel_Mutation($input: UpdateEcmsRowsInput!) {
    updateEcmsRows(input: $input) {
      updatedCount
      unknownMprns
      userErrors {
        field
        message
      }
    }
  }
`);

export const EcmsRemovePanel_Mutation = graphql(`
  mutation EcmsRemovePanel_Mutation($input: EcmsMprnInput!) {
    removeEcmsRow(input: $input) {
      ecmsRow {
        mprn
        removedAt
      }
      userErrors {
        field
        message
      }
    }
  }
`);
