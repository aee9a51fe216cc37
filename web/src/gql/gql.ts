/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      expiresAt\n      me { activeIdentity { identityType landingPage } }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query Me {\n    me {\n      account { id email firstName lastName }\n      activeIdentity { identityType identityId name landingPage permissions }\n      identities { identityType identityId name landingPage }\n      sessionExpiresAt\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation SwitchIdentity($input: SwitchIdentityInput!) {\n    switchIdentity(input: $input) {\n      activeIdentity { identityType identityId landingPage }\n    }\n  }\n": typeof types.SwitchIdentityDocument,
    "\n  query Members($input: MembersInput!) {\n    members(input: $input) {\n      totalCount\n      personalInfoAccess\n      nodes {\n        id\n        registrationNumber\n        firstName\n        lastName\n        sex\n        birthYear\n        birthDate\n        birthNumber\n        memberSince\n        club { id name shortName }\n        region { id name }\n      }\n    }\n  }\n": typeof types.MembersDocument,
    "\n  query Regions {\n    regions { id code name }\n  }\n": typeof types.RegionsDocument,
};
const documents: Documents = {
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      expiresAt\n      me { activeIdentity { identityType landingPage } }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query Me {\n    me {\n      account { id email firstName lastName }\n      activeIdentity { identityType identityId name landingPage permissions }\n      identities { identityType identityId name landingPage }\n      sessionExpiresAt\n    }\n  }\n": types.MeDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation SwitchIdentity($input: SwitchIdentityInput!) {\n    switchIdentity(input: $input) {\n      activeIdentity { identityType identityId landingPage }\n    }\n  }\n": types.SwitchIdentityDocument,
    "\n  query Members($input: MembersInput!) {\n    members(input: $input) {\n      totalCount\n      personalInfoAccess\n      nodes {\n        id\n        registrationNumber\n        firstName\n        lastName\n        sex\n        birthYear\n        birthDate\n        birthNumber\n        memberSince\n        club { id name shortName }\n        region { id name }\n      }\n    }\n  }\n": types.MembersDocument,
    "\n  query Regions {\n    regions { id code name }\n  }\n": types.RegionsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      expiresAt\n      me { activeIdentity { identityType landingPage } }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      expiresAt\n      me { activeIdentity { identityType landingPage } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      account { id email firstName lastName }\n      activeIdentity { identityType identityId name landingPage permissions }\n      identities { identityType identityId name landingPage }\n      sessionExpiresAt\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      account { id email firstName lastName }\n      activeIdentity { identityType identityId name landingPage permissions }\n      identities { identityType identityId name landingPage }\n      sessionExpiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SwitchIdentity($input: SwitchIdentityInput!) {\n    switchIdentity(input: $input) {\n      activeIdentity { identityType identityId landingPage }\n    }\n  }\n"): (typeof documents)["\n  mutation SwitchIdentity($input: SwitchIdentityInput!) {\n    switchIdentity(input: $input) {\n      activeIdentity { identityType identityId landingPage }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Members($input: MembersInput!) {\n    members(input: $input) {\n      totalCount\n      personalInfoAccess\n      nodes {\n        id\n        registrationNumber\n        firstName\n        lastName\n        sex\n        birthYear\n        birthDate\n        birthNumber\n        memberSince\n        club { id name shortName }\n        region { id name }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Members($input: MembersInput!) {\n    members(input: $input) {\n      totalCount\n      personalInfoAccess\n      nodes {\n        id\n        registrationNumber\n        firstName\n        lastName\n        sex\n        birthYear\n        birthDate\n        birthNumber\n        memberSince\n        club { id name shortName }\n        region { id name }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Regions {\n    regions { id code name }\n  }\n"): (typeof documents)["\n  query Regions {\n    regions { id code name }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;