// GraphQL operations of the subDepartments codebook.
import { graphql } from '../../../gql';
import type { SubDepartmentInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import type { CodebookApi } from '../codebook';

export const SubDepartmentsDocument = graphql(`
  query SubDepartments {
    subDepartments { id departmentId departmentName code name }
  }
`);

export const SubDepartmentDocument = graphql(`
  query SubDepartment($id: Int!) {
    subDepartment(id: $id) { id departmentId departmentName code name }
  }
`);

export const CreateSubDepartmentDocument = graphql(`
  mutation CreateSubDepartment($input: SubDepartmentInput!) {
    createSubDepartment(input: $input) { id departmentId departmentName code name }
  }
`);

export const UpdateSubDepartmentDocument = graphql(`
  mutation UpdateSubDepartment($input: UpdateSubDepartmentInput!) {
    updateSubDepartment(input: $input) { id departmentId departmentName code name }
  }
`);

export const DeleteSubDepartmentDocument = graphql(`
  mutation DeleteSubDepartment($id: Int!) {
    deleteSubDepartment(id: $id) { id departmentId departmentName code name }
  }
`);

export const subDepartmentsApi: CodebookApi = {
  key: 'subDepartments',
  list: () => request(SubDepartmentsDocument).then((data) => data.subDepartments),
  one: (id) => request(SubDepartmentDocument, { id }).then((data) => data.subDepartment),
  create: (input) => request(CreateSubDepartmentDocument, { input: input as unknown as SubDepartmentInput }).then((data) => data.createSubDepartment),
  update: (id, input) =>
    request(UpdateSubDepartmentDocument, { input: { ...(input as unknown as SubDepartmentInput), id } }).then((data) => data.updateSubDepartment),
  remove: (id) => request(DeleteSubDepartmentDocument, { id }).then((data) => data.deleteSubDepartment),
};
