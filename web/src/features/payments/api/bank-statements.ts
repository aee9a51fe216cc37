// Bank statements: the latest ones, one with its progress (polled while the worker matches
// it) and what became of each of its payments, and the upload.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { BankStatementsQuery } from '../../../gql/graphql';
import { uploadFile } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import type { UploadProgress } from '../../../lib/upload-request';
import { paymentKeys } from './keys';

export const BankStatementsDocument = graphql(`
  query BankStatements {
    bankStatements {
      id format formatLabel fileName fetched account state progress totalRows processedRows
      matched forReview ignored alreadyImported outOfScope problems error createdByName createdAt finishedAt
    }
  }
`);

export const BankStatementDocument = graphql(`
  query BankStatement($id: Int!) {
    bankStatement(id: $id) {
      id format formatLabel fileName fetched account state progress totalRows processedRows
      matched forReview ignored alreadyImported outOfScope problems error createdByName createdAt finishedAt
    }
  }
`);

export const BankStatementRowsDocument = graphql(`
  query BankStatementRows($id: Int!, $page: Int!, $perPage: Int!) {
    bankStatementRows(id: $id, page: $page, perPage: $perPage) {
      totalCount
      nodes {
        id bookedOn amount currency variableSymbol counterAccount counterName message matched matchedLabel
        review reviewLabel reviewNote reviewedByName orderUuid orderSymbol orderAmount orderState clubName
      }
    }
  }
`);

export const UploadBankStatementDocument = graphql(`
  mutation UploadBankStatement($file: Upload!) {
    uploadBankStatement(file: $file) { id }
  }
`);

export type BankStatementRow = BankStatementsQuery['bankStatements'][number];

/** How often a statement being matched is asked how far it got. */
export const STATEMENT_POLL_MS = 1_000;

export const getBankStatementsQueryOptions = () =>
  graphqlQueryOptions(paymentKeys.statements(), BankStatementsDocument, {}, (data) => data.bankStatements, {
    refetchInterval: (query) => (query.state.data?.some((statement) => statement.progress === 'IN_PROGRESS') ? STATEMENT_POLL_MS : false),
  });

export const getBankStatementQueryOptions = (id: number) =>
  graphqlQueryOptions(paymentKeys.statement(id), BankStatementDocument, { id }, (data) => data.bankStatement, {
    refetchInterval: (query) => (query.state.data?.progress === 'IN_PROGRESS' ? STATEMENT_POLL_MS : false),
  });

/** Rows of a statement's outcome table per page. */
export const STATEMENT_ROWS_PER_PAGE = 50;

export const getBankStatementRowsQueryOptions = (id: number, page: number) =>
  graphqlQueryOptions(
    paymentKeys.statementRows(id, page),
    BankStatementRowsDocument,
    { id, page, perPage: STATEMENT_ROWS_PER_PAGE },
    (data) => data.bankStatementRows,
    { placeholderData: keepPreviousData },
  );

export const useBankStatements = (enabled: boolean) => useQuery({ ...getBankStatementsQueryOptions(), enabled });
export const useBankStatement = (id: number) => useQuery(getBankStatementQueryOptions(id));
export const useBankStatementRows = (id: number, page: number) => useQuery(getBankStatementRowsQueryOptions(id, page));

export function useUploadBankStatement() {
  return useInvalidatingMutation([paymentKeys.statements()], ({ file, onProgress }: { file: File; onProgress: (progress: UploadProgress) => void }) =>
    uploadFile(UploadBankStatementDocument, { file: null }, 'file', file, { onUploadProgress: onProgress }).then((data) => data.uploadBankStatement.id),
  );
}
