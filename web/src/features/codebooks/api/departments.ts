// GraphQL operations of the departments codebook.
import { graphql } from '../../../gql';
import type { DepartmentInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import type { CodebookApi } from '../codebook';

export const DepartmentsDocument = graphql(`
  query Departments {
    departments { id code name }
  }
`);

export const DepartmentDocument = graphql(`
  query Department($id: Int!) {
    department(id: $id) { id code name }
  }
`);

export const CreateDepartmentDocument = graphql(`
  mutation CreateDepartment($input: DepartmentInput!) {
    createDepartment(input: $input) { id code name }
  }
`);

export const UpdateDepartmentDocument = graphql(`
  mutation UpdateDepartment($input: UpdateDepartmentInput!) {
    updateDepartment(input: $input) { id code name }
  }
`);

export const DeleteDepartmentDocument = graphql(`
  mutation DeleteDepartment($id: Int!) {
    deleteDepartment(id: $id) { id code name }
  }
`);

export const departmentsApi: CodebookApi = {
  key: 'departments',
  list: () => request(DepartmentsDocument).then((data) => data.departments),
  one: (id) => request(DepartmentDocument, { id }).then((data) => data.department),
  create: (input) => request(CreateDepartmentDocument, { input: input as unknown as DepartmentInput }).then((data) => data.createDepartment),
  update: (id, input) =>
    request(UpdateDepartmentDocument, { input: { ...(input as unknown as DepartmentInput), id } }).then((data) => data.updateDepartment),
  remove: (id) => request(DeleteDepartmentDocument, { id }).then((data) => data.deleteDepartment),
};
