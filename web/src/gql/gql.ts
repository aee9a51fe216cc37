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
    "\n  query Invitation($token: String!) {\n    invitation(token: $token) { email firstName lastName role existingAccount }\n  }\n": typeof types.InvitationDocument,
    "\n  mutation AcceptInvitation($input: AcceptInvitationInput!) {\n    acceptInvitation(input: $input)\n  }\n": typeof types.AcceptInvitationDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      expiresAt\n      me { activeIdentity { identityType landingPage } }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query Me {\n    me {\n      account { id email firstName lastName }\n      activeIdentity { identityType identityId name landingPage permissions memberId }\n      identities { identityType identityId name landingPage }\n      sessionExpiresAt\n      actions {\n        canListMembers canCreateMembers canCreateMembersWithoutClub canListClubs canCreateClubs canReadClubRequests canInviteUsers canListUsers\n        canManageCodebooks canCleanData hasOwnProfile\n        canListEvents canCreateEvents canPublishEvents canSuggestEvents canListTimekeepers canCreateTimekeepers canListOrders\n        canListTransfers canRequestTransfers canListRoles canListSportCenters canReadStatistics\n      }\n    }\n  }\n": typeof types.MeDocument,
    "\n  query NotificationSettings {\n    notificationSettings { kind label description enabled }\n  }\n": typeof types.NotificationSettingsDocument,
    "\n  mutation SetNotification($kind: NotificationKind!, $enabled: Boolean!) {\n    setNotification(kind: $kind, enabled: $enabled) { kind label description enabled }\n  }\n": typeof types.SetNotificationDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation SwitchIdentity($input: SwitchIdentityInput!) {\n    switchIdentity(input: $input) {\n      activeIdentity { identityType identityId landingPage }\n    }\n  }\n": typeof types.SwitchIdentityDocument,
    "\n  mutation ApproveBranchRequest($input: ApproveBranchRequestInput!) {\n    approveBranchRequest(input: $input) { id state stateLabel clubId clubCode }\n  }\n": typeof types.ApproveBranchRequestDocument,
    "\n  query BranchConsent {\n    branchConsent { version text }\n  }\n": typeof types.BranchConsentDocument,
    "\n  query BranchRequests($state: BranchRequestState) {\n    branchRequests(state: $state) {\n      id name ico street municipality postcode regionName departmentNames email phone web\n      chairFirstName chairLastName chairEmail chairPhone expectedMembers instructorCount activities\n      consentVersion consentedAt state stateLabel confirmedAt rejectionReason decidedAt clubId clubCode\n      createdAt canDecide\n    }\n  }\n": typeof types.BranchRequestsDocument,
    "\n  mutation ConfirmBranchRequest($token: String!) {\n    confirmBranchRequest(token: $token)\n  }\n": typeof types.ConfirmBranchRequestDocument,
    "\n  mutation RejectBranchRequest($input: RejectBranchRequestInput!) {\n    rejectBranchRequest(input: $input) { id state stateLabel rejectionReason }\n  }\n": typeof types.RejectBranchRequestDocument,
    "\n  mutation SubmitBranchRequest($input: SubmitBranchRequestInput!) {\n    submitBranchRequest(input: $input)\n  }\n": typeof types.SubmitBranchRequestDocument,
    "\n  query AddressPointSuggestions($text: String!) {\n    addressPointSuggestions(text: $text) { code text }\n  }\n": typeof types.AddressPointSuggestionsDocument,
    "\n  query BirthNumberProblems($input: WorklistInput!) {\n    birthNumberProblems(input: $input) {\n      totalCount\n      nodes { memberId registrationNumber firstName lastName birthNumber birthDate sex clubName reason checkedAt }\n    }\n  }\n": typeof types.BirthNumberProblemsDocument,
    "\n  mutation CheckBirthNumbers {\n    checkBirthNumbers\n  }\n": typeof types.CheckBirthNumbersDocument,
    "\n  query CleanupOverview {\n    cleanupOverview { nicknames birthNumberProblems unresolvedAddresses possibleDuplicates pairingSuggestionRows }\n  }\n": typeof types.CleanupOverviewDocument,
    "\n  mutation AcceptFisPairing($memberId: Int!, $fisCode: String!) {\n    acceptFisPairing(memberId: $memberId, fisCode: $fisCode)\n  }\n": typeof types.AcceptFisPairingDocument,
    "\n  mutation RejectFisPairing($memberId: Int!, $fisCode: String!) {\n    rejectFisPairing(memberId: $memberId, fisCode: $fisCode)\n  }\n": typeof types.RejectFisPairingDocument,
    "\n  query FisPairingProposals {\n    fisPairingProposals {\n      totalCount\n      nodes { memberId memberName memberBirthDate memberClub fisCode athleteName athleteBirthYear athleteClub listName score }\n    }\n  }\n": typeof types.FisPairingProposalsDocument,
    "\n  query FisPointsLists {\n    fisPointsLists { id sector listKey name calculatedOn fileName athletes loadedAt }\n  }\n": typeof types.FisPointsListsDocument,
    "\n  query FisProposalCount {\n    fisPairingProposals { totalCount }\n  }\n": typeof types.FisProposalCountDocument,
    "\n  mutation FixBirthNumber($input: FixBirthNumberInput!) {\n    fixBirthNumber(input: $input)\n  }\n": typeof types.FixBirthNumberDocument,
    "\n  mutation MergeMembers($input: MergeMembersInput!) {\n    mergeMembers(input: $input)\n  }\n": typeof types.MergeMembersDocument,
    "\n  query PossibleDuplicates($input: WorklistInput!) {\n    possibleDuplicates(input: $input) {\n      totalCount\n      nodes {\n        first { memberId registrationNumber firstName lastName birthDate birthNumber clubName createdAt }\n        second { memberId registrationNumber firstName lastName birthDate birthNumber clubName createdAt }\n      }\n    }\n  }\n": typeof types.PossibleDuplicatesDocument,
    "\n  mutation ResolveUnresolvedAddress($input: ResolveUnresolvedAddressInput!) {\n    resolveUnresolvedAddress(input: $input)\n  }\n": typeof types.ResolveUnresolvedAddressDocument,
    "\n  query UnresolvedAddress($id: Int!) {\n    unresolvedAddress(id: $id) {\n      address { id text members importRows }\n      suggestions { code text }\n    }\n  }\n": typeof types.UnresolvedAddressDocument,
    "\n  query UnresolvedAddresses($input: WorklistInput!) {\n    unresolvedAddresses(input: $input) {\n      totalCount\n      nodes { id text members importRows createdAt }\n    }\n  }\n": typeof types.UnresolvedAddressesDocument,
    "\n  mutation UploadFisPointsList($file: Upload!) {\n    uploadFisPointsList(file: $file) { fileName sector listKey listName athletes newList added proposals }\n  }\n": typeof types.UploadFisPointsListDocument,
    "\n  query ClubContacts($clubId: Int!) {\n    clubContacts(clubId: $clubId) { id role roleLabel memberId fullName email phone }\n  }\n": typeof types.ClubContactsDocument,
    "\n  query ClubContact($id: Int!) {\n    clubContact(id: $id) { id clubId role roleLabel memberId fullName email phone }\n  }\n": typeof types.ClubContactDocument,
    "\n  mutation CreateClubContact($input: CreateClubContactInput!) {\n    createClubContact(input: $input) { id }\n  }\n": typeof types.CreateClubContactDocument,
    "\n  mutation UpdateClubContact($input: UpdateClubContactInput!) {\n    updateClubContact(input: $input) { id }\n  }\n": typeof types.UpdateClubContactDocument,
    "\n  mutation DeleteClubContact($id: Int!) {\n    deleteClubContact(id: $id) { id }\n  }\n": typeof types.DeleteClubContactDocument,
    "\n  query ClubManagers($clubId: Int!) {\n    clubManagers(clubId: $clubId) {\n      canManage\n      managers { identityId email firstName lastName permissions }\n      invitations { id email firstName lastName permissions expiresAt }\n    }\n  }\n": typeof types.ClubManagersDocument,
    "\n  mutation InviteUser($input: InviteUserInput!) {\n    inviteUser(input: $input)\n  }\n": typeof types.InviteUserDocument,
    "\n  mutation UpdateManagerPermissions($input: UpdateManagerPermissionsInput!) {\n    updateManagerPermissions(input: $input) { identityId permissions }\n  }\n": typeof types.UpdateManagerPermissionsDocument,
    "\n  mutation RevokeManager($identityId: Int!) {\n    revokeManager(identityId: $identityId) { identityId }\n  }\n": typeof types.RevokeManagerDocument,
    "\n  mutation SubmitClubRequest($input: SubmitClubRequestInput!) {\n    submitClubRequest(input: $input)\n  }\n": typeof types.SubmitClubRequestDocument,
    "\n  query ClubRequests {\n    clubRequests {\n      id name legalFormLabel ico street municipality postcode regionName departmentNames email phone web\n      contactFirstName contactLastName contactEmail contactPhone state stateLabel rejectionReason\n      decidedAt clubId createdAt canDecide\n    }\n  }\n": typeof types.ClubRequestsDocument,
    "\n  mutation ApproveClubRequest($input: ApproveClubRequestInput!) {\n    approveClubRequest(input: $input) { id stateLabel clubId }\n  }\n": typeof types.ApproveClubRequestDocument,
    "\n  mutation RejectClubRequest($input: RejectClubRequestInput!) {\n    rejectClubRequest(input: $input) { id stateLabel }\n  }\n": typeof types.RejectClubRequestDocument,
    "\n  query ClubStatistics($clubId: Int!) {\n    clubStatistics(clubId: $clubId) { total ageGroups { ageGroup label male female total } }\n  }\n": typeof types.ClubStatisticsDocument,
    "\n  query ClubOwnRequests($clubId: Int!) {\n    clubOwnRequests(clubId: $clubId) {\n      id name ico stateLabel createdAt decidedAt contactFirstName contactLastName contactEmail departmentNames\n    }\n  }\n": typeof types.ClubOwnRequestsDocument,
    "\n  query Clubs($input: ClubsInput!) {\n    clubs(input: $input) {\n      totalCount\n      actions { canCreate exportUrl nsaExportUrl }\n      nodes { id code name shortName municipality regionName memberCount stateLabel state departments { id code name } }\n    }\n  }\n": typeof types.ClubsDocument,
    "\n  query Club($id: Int!) {\n    club(id: $id) {\n      id code name shortName ico legalForm legalFormLabel street municipality postcode regionId regionName\n      email phone web bankAccount state stateLabel foundedOn endedOn memberCount access reservedFields\n      departments { id code name }\n    }\n  }\n": typeof types.ClubDocument,
    "\n  mutation CreateClub($input: ClubInput!) {\n    createClub(input: $input) { id }\n  }\n": typeof types.CreateClubDocument,
    "\n  mutation UpdateClub($input: UpdateClubInput!) {\n    updateClub(input: $input) { id }\n  }\n": typeof types.UpdateClubDocument,
    "\n  query HostedMembers($clubId: Int!) {\n    transfers(input: { page: 1, perPage: 200, filter: { toClubId: $clubId, kind: HOSTING, state: APPROVED } }) {\n      hasMore\n      items { id memberId registrationNumber memberName birthYear fromClubName toClubId departmentName validFrom validTo }\n    }\n  }\n": typeof types.HostedMembersDocument,
    "\n  query PublicClubs($input: PublicClubsInput!) {\n    publicClubs(input: $input) {\n      totalCount\n      nodes { id name shortName slug municipality regionName departmentNames memberCount }\n    }\n  }\n": typeof types.PublicClubsDocument,
    "\n  query PublicClub($id: Int!) {\n    publicClub(id: $id) {\n      club { id code name shortName slug municipality regionName email phone web departmentNames memberCount stateLabel }\n      contacts { roleLabel fullName }\n      members { id firstName lastName birthYear }\n    }\n  }\n": typeof types.PublicClubDocument,
    "\n  query ContentArticle($id: Int!) {\n    article(id: $id) {\n      id title slug perex author body active publishedAt isPublic url parentId parentTitle updatedAt\n      mainImage { id width height src srcSet }\n      seoTitle seoDescription ogTitle ogDescription\n      ogImage { id width height src srcSet }\n      children { id title }\n    }\n  }\n": typeof types.ContentArticleDocument,
    "\n  query ContentArticles($search: String, $page: Int!) {\n    articles(search: $search, page: $page) {\n      items { id title slug author active publishedAt isPublic url parentId parentTitle updatedAt }\n      hasMore\n    }\n  }\n": typeof types.ContentArticlesDocument,
    "\n  mutation UploadContentImage($file: Upload!) {\n    uploadContentImage(file: $file) { id width height src srcSet }\n  }\n": typeof types.UploadContentImageDocument,
    "\n  query ContentPage($id: Int!) {\n    contentPage(id: $id) {\n      id title slug active url updatedAt\n      seoTitle seoDescription ogTitle ogDescription\n      ogImage { id width height src srcSet }\n      sections {\n        kind title subtitle text\n        features { name image { id width height src srcSet } }\n        people { name description text phone image { id width height src srcSet } }\n      }\n    }\n  }\n": typeof types.ContentPageDocument,
    "\n  query ContentPages {\n    contentPages { id title slug active url updatedAt }\n  }\n": typeof types.ContentPagesDocument,
    "\n  mutation DeleteArticle($id: Int!) {\n    deleteArticle(id: $id)\n  }\n": typeof types.DeleteArticleDocument,
    "\n  mutation DeleteContentPage($id: Int!) {\n    deleteContentPage(id: $id)\n  }\n": typeof types.DeleteContentPageDocument,
    "\n  query RichTextPreview($text: String!) {\n    richTextPreview(text: $text)\n  }\n": typeof types.RichTextPreviewDocument,
    "\n  mutation CreateArticle($input: ArticleInput!) {\n    createArticle(input: $input) { id title }\n  }\n": typeof types.CreateArticleDocument,
    "\n  mutation UpdateArticle($id: Int!, $input: ArticleInput!) {\n    updateArticle(id: $id, input: $input) { id title }\n  }\n": typeof types.UpdateArticleDocument,
    "\n  mutation CreateContentPage($input: ContentPageInput!) {\n    createContentPage(input: $input) { id title }\n  }\n": typeof types.CreateContentPageDocument,
    "\n  mutation UpdateContentPage($id: Int!, $input: ContentPageInput!) {\n    updateContentPage(id: $id, input: $input) { id title }\n  }\n": typeof types.UpdateContentPageDocument,
    "\n  query PublicArticle($slug: String!) {\n    publicArticle(slug: $slug) {\n      id title slug perex author publishedAt url bodyHtml\n      seoTitle seoDescription ogTitle ogDescription ogImage { id width height src srcSet }\n      mainImage { id width height src srcSet }\n      children { id title slug perex publishedAt url }\n    }\n  }\n": typeof types.PublicArticleDocument,
    "\n  query PublicArticles($page: Int!, $perPage: Int!) {\n    publicArticles(page: $page, perPage: $perPage) {\n      items { id title slug perex author publishedAt url mainImage { id width height src srcSet } }\n      hasMore\n    }\n  }\n": typeof types.PublicArticlesDocument,
    "\n  query PublicContentPage($slug: String!) {\n    publicContentPage(slug: $slug) {\n      id title slug url\n      seoTitle seoDescription ogTitle ogDescription ogImage { id width height src srcSet }\n      sections {\n        kind title subtitle html\n        features { name image { id width height src srcSet } }\n        people { name description text phone image { id width height src srcSet } }\n      }\n    }\n  }\n": typeof types.PublicContentPageDocument,
    "\n  mutation ChangeFeedback($id: Int!, $status: FeedbackStatus, $comment: String) {\n    changeFeedback(id: $id, status: $status, comment: $comment) {\n      feedback { id status statusLabel }\n    }\n  }\n": typeof types.ChangeFeedbackDocument,
    "\n  mutation DeleteReleaseNote($id: Int!) {\n    deleteReleaseNote(id: $id)\n  }\n": typeof types.DeleteReleaseNoteDocument,
    "\n  query FeedbackList($filter: FeedbackListFilter!) {\n    feedbackList(filter: $filter) {\n      items { id kind kindLabel status statusLabel text reporterName reportedAs createdAt }\n      nextBeforeId\n      allReports\n    }\n  }\n": typeof types.FeedbackListDocument,
    "\n  query Feedback($id: Int!) {\n    feedback(id: $id) {\n      feedback {\n        id kind kindLabel status statusLabel text page browser reporterName reportedAs screenshotUrl createdAt updatedAt\n      }\n      events { id authorName change comment createdAt }\n      nextStatuses { status label }\n      canComment\n    }\n  }\n": typeof types.FeedbackDocument,
    "\n  mutation MarkReleaseNotesRead($upToId: Int) {\n    markReleaseNotesRead(upToId: $upToId)\n  }\n": typeof types.MarkReleaseNotesReadDocument,
    "\n  query ReleaseNotes {\n    releaseNotes {\n      items { id version releasedOn body bodyHtml unread }\n      unreadCount\n      canWrite\n    }\n  }\n": typeof types.ReleaseNotesDocument,
    "\n  mutation ReportFeedback($input: FeedbackInput!, $file: Upload) {\n    reportFeedback(input: $input, file: $file) { id }\n  }\n": typeof types.ReportFeedbackDocument,
    "\n  mutation SaveReleaseNote($id: Int, $input: ReleaseNoteInput!) {\n    saveReleaseNote(id: $id, input: $input) { id version }\n  }\n": typeof types.SaveReleaseNoteDocument,
    "\n  query UnreadReleaseNotes {\n    unreadReleaseNotes\n  }\n": typeof types.UnreadReleaseNotesDocument,
    "\n  query PublicHome {\n    articles: publicArticles(page: 1, perPage: 3) {\n      items { id title slug perex author publishedAt url mainImage { id width height src srcSet } }\n      hasMore\n    }\n    upcoming: publicCalendar(filter: {}, view: UPCOMING, page: 1, perPage: 5) {\n      nodes {\n        id name place country dateFrom dateTo departmentCode departmentName category categoryLabel organiser regionName\n        state stateLabel dateChange dateChangeLabel hasResults resultsPublishedAt\n      }\n    }\n    results: publicCalendar(filter: {}, view: RESULTS, page: 1, perPage: 5) {\n      nodes {\n        id name place country dateFrom dateTo departmentCode departmentName category categoryLabel organiser regionName\n        state stateLabel dateChange dateChangeLabel hasResults resultsPublishedAt\n      }\n    }\n  }\n": typeof types.PublicHomeDocument,
    "\n  query ClubMemberImports($clubId: Int!) {\n    clubMemberImports(clubId: $clubId) { id fileName state totalRows processedRows createdAt finishedAt }\n  }\n": typeof types.ClubMemberImportsDocument,
    "\n  mutation ConfirmMemberImport($id: Int!) {\n    confirmMemberImport(id: $id) { id state progress processedRows totalRows }\n  }\n": typeof types.ConfirmMemberImportDocument,
    "\n  mutation DiscardMemberImport($id: Int!) {\n    discardMemberImport(id: $id)\n  }\n": typeof types.DiscardMemberImportDocument,
    "\n  query MemberImportRows($input: MemberImportRowsInput!) {\n    memberImportRows(input: $input) {\n      totalCount\n      nodes { line name outcome predicted message detail memberId }\n    }\n  }\n": typeof types.MemberImportRowsDocument,
    "\n  query MemberImport($id: Int!) {\n    memberImport(id: $id) {\n      id clubId clubName fileName fileKind encoding layout state progress totalRows processedRows\n      counts { outcome message count }\n      columns { index header field fieldLabel }\n      warnings error createdAt finishedAt skippedRowsUrl\n    }\n  }\n": typeof types.MemberImportDocument,
    "\n  mutation UploadMemberImport($input: UploadMemberImportInput!, $file: Upload!) {\n    uploadMemberImport(input: $input, file: $file) { id }\n  }\n": typeof types.UploadMemberImportDocument,
    "\n  mutation AddMemberRole($memberId: Int!, $input: MemberRoleInput!) {\n    addMemberRole(memberId: $memberId, input: $input) { id kindLabel departmentName }\n  }\n": typeof types.AddMemberRoleDocument,
    "\n  query MemberEvidenceSeasons {\n    evidenceSeasons { id name validFrom validTo }\n  }\n": typeof types.MemberEvidenceSeasonsDocument,
    "\n  mutation SetMemberAnswers($input: SetMemberAnswersInput!) {\n    setMemberAnswers(input: $input) { answer changedMemberIds }\n  }\n": typeof types.SetMemberAnswersDocument,
    "\n  mutation AddAthleteRoles($input: AddAthleteRolesInput!) {\n    addAthleteRoles(input: $input) { added alreadyAthletes }\n  }\n": typeof types.AddAthleteRolesDocument,
    "\n  mutation EndMemberships($input: EndMembershipsInput!) {\n    endMemberships(input: $input)\n  }\n": typeof types.EndMembershipsDocument,
    "\n  query MemberClubs {\n    clubs(input: { perPage: 500, filter: { state: ACTIVE } }) { nodes { id name code access } }\n  }\n": typeof types.MemberClubsDocument,
    "\n  query MemberRoles($memberId: Int!) {\n    memberRoles(memberId: $memberId) {\n      canEdit\n      nodes {\n        id kind kindLabel departmentId departmentCode departmentName validFrom validTo\n        coachLevel instructorLicence refereeType technicalDelegateType licenceNumber course note\n      }\n      athleteDepartments { id code name }\n      grantable { kind kindLabel departments { id code name } }\n      changeableRoleIds\n    }\n  }\n": typeof types.MemberRolesDocument,
    "\n  mutation AddAthleteRole($input: AddAthleteRoleInput!) {\n    addAthleteRole(input: $input) { id }\n  }\n": typeof types.AddAthleteRoleDocument,
    "\n  mutation EndMemberRole($input: EndMemberRoleInput!) {\n    endMemberRole(input: $input) { id validTo }\n  }\n": typeof types.EndMemberRoleDocument,
    "\n  query ClubRacingMembers($clubId: Int!, $departmentCode: String) {\n    clubRacingMembers(clubId: $clubId, departmentCode: $departmentCode) {\n      total\n      departments { department { id code name } total ageGroups { ageGroup label male female total } }\n      members { memberId firstName lastName sex birthYear departmentCodes }\n    }\n  }\n": typeof types.ClubRacingMembersDocument,
    "\n  query MemberTransfers($memberId: Int!) {\n    transfers(input: { page: 1, perPage: 100, filter: { memberId: $memberId } }) {\n      hasMore\n      items { id kind kindLabel state stateLabel fromClubName toClubName departmentName validFrom validTo reason createdAt }\n    }\n  }\n": typeof types.MemberTransfersDocument,
    "\n  query Member($id: Int!) {\n    member(id: $id) {\n      id registrationNumber titleBefore firstName middleNames lastName titleAfter sex birthYear citizenship\n      fisCode answerStatus archived clubId clubName memberSince birthNumber birthDate municipality\n      municipalityPart street houseNumber orientationNumber postcode country email phone access personalInfoAccess\n      canEndMembership canArchive canRestore canJoinClub canChangePhoto archivedAt archiveReason photoPublic hasPhoto\n    }\n  }\n": typeof types.MemberDocument,
    "\n  mutation CreateMember($input: CreateMemberInput!) {\n    createMember(input: $input) { id }\n  }\n": typeof types.CreateMemberDocument,
    "\n  mutation UpdateMember($input: UpdateMemberInput!) {\n    updateMember(input: $input) { id }\n  }\n": typeof types.UpdateMemberDocument,
    "\n  mutation EndMembership($input: EndMembershipInput!) {\n    endMembership(input: $input) { id }\n  }\n": typeof types.EndMembershipDocument,
    "\n  mutation ArchiveMember($input: ArchiveMemberInput!) {\n    archiveMember(input: $input) { id archived }\n  }\n": typeof types.ArchiveMemberDocument,
    "\n  mutation RestoreMember($memberId: Int!) {\n    restoreMember(memberId: $memberId) { id archived }\n  }\n": typeof types.RestoreMemberDocument,
    "\n  mutation UploadMemberPhoto($memberId: Int!, $file: Upload!) {\n    uploadMemberPhoto(memberId: $memberId, file: $file) { id hasPhoto }\n  }\n": typeof types.UploadMemberPhotoDocument,
    "\n  mutation DeleteMemberPhoto($memberId: Int!) {\n    deleteMemberPhoto(memberId: $memberId) { id hasPhoto }\n  }\n": typeof types.DeleteMemberPhotoDocument,
    "\n  mutation SetMemberPhotoPublic($memberId: Int!, $public: Boolean!) {\n    setMemberPhotoPublic(memberId: $memberId, public: $public) { id photoPublic }\n  }\n": typeof types.SetMemberPhotoPublicDocument,
    "\n  mutation JoinClub($input: JoinClubInput!) {\n    joinClub(input: $input) { id clubId }\n  }\n": typeof types.JoinClubDocument,
    "\n  query Members($input: MembersInput!) {\n    members(input: $input) {\n      hasNextPage\n      endCursor\n      personalInfoAccess\n      actions { canCreate canImport exportUrl nsaExportUrl generalMeetingExportUrl canListArchived canAddAthleteRoles canEndMemberships }\n      nodes {\n        id\n        registrationNumber\n        firstName\n        lastName\n        sex\n        birthYear\n        birthDate\n        birthNumber\n        memberSince\n        club { id name shortName }\n        region { id name }\n      }\n    }\n  }\n": typeof types.MembersDocument,
    "\n  query MembersCount($filter: MemberFilterInput!) {\n    membersCount(filter: $filter) { count capped }\n  }\n": typeof types.MembersCountDocument,
    "\n  query PublicMembers($input: PublicMembersInput!) {\n    publicMembers(input: $input) { totalCount totalCountCapped nodes { id slug firstName lastName birthYear sex clubId clubName } }\n  }\n": typeof types.PublicMembersDocument,
    "\n  query PublicMember($id: Int!) {\n    publicMember(id: $id) { id slug firstName lastName birthYear sex clubId clubName clubSlug fisCode hasPublicPhoto }\n  }\n": typeof types.PublicMemberDocument,
    "\n  query MemberClubHistory($memberId: Int!) {\n    memberClubHistory(memberId: $memberId) { id clubId clubName clubCode validFrom validTo }\n  }\n": typeof types.MemberClubHistoryDocument,
    "\n  mutation UpdateMemberRole($roleId: Int!, $input: MemberRoleInput!) {\n    updateMemberRole(roleId: $roleId, input: $input) { id kindLabel departmentName validFrom validTo }\n  }\n": typeof types.UpdateMemberRoleDocument,
    "\n  query MemberSeasons($memberId: Int!) {\n    memberSeasons(memberId: $memberId) { evidenceSeasonId name clubNames feePaidOn feeAmount feeClubName athleteDepartments }\n  }\n": typeof types.MemberSeasonsDocument,
    "\n  query MembersNsaCheck {\n    membersNsaCheck { total refused { memberId registrationNumber fullName problems } }\n  }\n": typeof types.MembersNsaCheckDocument,
    "\n  mutation UpdateOwnContacts($input: OwnContactsInput!) {\n    updateOwnContacts(input: $input) { id email phone }\n  }\n": typeof types.UpdateOwnContactsDocument,
    "\n  query BankStatements {\n    bankStatements {\n      id format formatLabel fileName fetched account state progress totalRows processedRows\n      matched forReview ignored alreadyImported outOfScope problems error createdByName createdAt finishedAt\n    }\n  }\n": typeof types.BankStatementsDocument,
    "\n  query BankStatement($id: Int!) {\n    bankStatement(id: $id) {\n      id format formatLabel fileName fetched account state progress totalRows processedRows\n      matched forReview ignored alreadyImported outOfScope problems error createdByName createdAt finishedAt\n    }\n  }\n": typeof types.BankStatementDocument,
    "\n  query BankStatementRows($id: Int!, $page: Int!, $perPage: Int!) {\n    bankStatementRows(id: $id, page: $page, perPage: $perPage) {\n      totalCount\n      nodes {\n        id bookedOn amount currency variableSymbol counterAccount counterName message matched matchedLabel\n        review reviewLabel reviewNote reviewedByName orderUuid orderSymbol orderAmount orderState clubName\n      }\n    }\n  }\n": typeof types.BankStatementRowsDocument,
    "\n  mutation UploadBankStatement($file: Upload!) {\n    uploadBankStatement(file: $file) { id }\n  }\n": typeof types.UploadBankStatementDocument,
    "\n  mutation ChangeOrder($input: ChangeOrderInput!) {\n    changeOrder(input: $input) { uuid state stateLabel }\n  }\n": typeof types.ChangeOrderDocument,
    "\n  mutation CreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) { uuid }\n  }\n": typeof types.CreateOrderDocument,
    "\n  query FeeSchedules {\n    feeSchedules { evidenceSeasonId seasonName seasonYear defined basicFee adultFee childFee seniorFee childMaxAge seniorMinAge canEdit }\n  }\n": typeof types.FeeSchedulesDocument,
    "\n  mutation SaveFeeSchedule($input: FeeScheduleInput!) {\n    saveFeeSchedule(input: $input) { evidenceSeasonId }\n  }\n": typeof types.SaveFeeScheduleDocument,
    "\n  query OrderForm($clubId: Int!, $evidenceSeasonId: Int!) {\n    orderForm(clubId: $clubId, evidenceSeasonId: $evidenceSeasonId) {\n      clubId clubName evidenceSeasonId seasonName\n      fees { basicFee adultFee childFee seniorFee childMaxAge seniorMinAge }\n      members {\n        memberId registrationNumber firstName lastName birthYear ageGroup athlete athleteDepartmentIds\n        feeKind feeLabel fee paidByClub heldByOrder orderable\n      }\n    }\n  }\n": typeof types.OrderFormDocument,
    "\n  query Order($uuid: UUID!) {\n    order(uuid: $uuid) {\n      uuid clubId clubName clubCode evidenceSeasonId seasonName state stateLabel availability amount memberCount variableSymbol\n      createdAt createdByName paidOn publicPath confirmationPdfUrl instructionsPdfUrl\n      members { memberId registrationNumber firstName lastName feeKind feeLabel amount refunded refundNote canRefund }\n      history { actionLabel fromState toState toStateLabel note byName at }\n      bankPayments { bankTransactionId bookedOn amount counterName matched matchedLabel review reviewLabel reviewNote }\n      instructions { account iban recipient amount variableSymbol message qrText }\n      actions { canMarkSent canCancel canMarkFailed canMarkPaid }\n    }\n  }\n": typeof types.OrderDocument,
    "\n  query Orders($input: OrdersInput!) {\n    orders(input: $input) {\n      totalCount exportUrl canManagePayments canUploadStatements\n      nodes { uuid clubId clubName clubCode evidenceSeasonId seasonName state stateLabel amount memberCount variableSymbol createdAt paidOn }\n    }\n  }\n": typeof types.OrdersDocument,
    "\n  query PaidSummary($evidenceSeasonId: Int!, $paidBy: NaiveDate) {\n    paidSummary(evidenceSeasonId: $evidenceSeasonId, paidBy: $paidBy) {\n      evidenceSeasonId seasonName paidBy memberCount amount\n      clubs { clubId clubName clubCode memberCount amount }\n    }\n  }\n": typeof types.PaidSummaryDocument,
    "\n  query PaymentChoices {\n    evidenceSeasons { id name year validFrom validTo }\n    clubs(input: { perPage: 500, filter: { state: ACTIVE } }) { nodes { id name code } }\n    departments { id name }\n  }\n": typeof types.PaymentChoicesDocument,
    "\n  query PublicOrder($uuid: UUID!) {\n    publicOrder(uuid: $uuid) {\n      uuid clubName seasonName state stateLabel availability amount memberCount variableSymbol createdAt paidOn\n      confirmationPdfUrl instructionsPdfUrl\n      members { firstName lastName feeLabel amount refunded }\n      instructions { account iban recipient amount variableSymbol message qrText }\n    }\n  }\n": typeof types.PublicOrderDocument,
    "\n  mutation RefundFee($input: RefundFeeInput!) {\n    refundFee(input: $input) { uuid }\n  }\n": typeof types.RefundFeeDocument,
    "\n  query ReviewPayments($review: ReviewState!, $page: Int!, $perPage: Int!) {\n    reviewPayments(review: $review, page: $page, perPage: $perPage) {\n      totalCount\n      nodes {\n        id bookedOn amount currency variableSymbol counterAccount counterName message matched matchedLabel\n        review reviewLabel reviewNote reviewedByName orderUuid orderSymbol orderAmount orderState clubName\n      }\n    }\n  }\n": typeof types.ReviewPaymentsDocument,
    "\n  mutation ResolvePayment($input: ResolvePaymentInput!) {\n    resolvePayment(input: $input) { id review reviewLabel }\n  }\n": typeof types.ResolvePaymentDocument,
    "\n  query RaceEntries($racingEventId: Int!, $clubId: Int, $withWithdrawn: Boolean!) {\n    raceEntries(racingEventId: $racingEventId, clubId: $clubId, withWithdrawn: $withWithdrawn) {\n      id raceId raceName raceDate racingCategoryId categoryName memberId registrationNumber firstName lastName birthYear sex\n      clubId clubName nation bib state late enteredVia createdAt withdrawnAt\n    }\n  }\n": typeof types.RaceEntriesDocument,
    "\n  query ClubEntryForm($racingEventId: Int!, $clubId: Int!) {\n    clubEntryForm(racingEventId: $racingEventId, clubId: $clubId) {\n      memberId registrationNumber firstName lastName sex birthYear athlete\n      races { raceId refusalCode refusalMessage categoryIds entered }\n    }\n  }\n": typeof types.ClubEntryFormDocument,
    "\n  mutation EnterClubAthletes($racingEventId: Int!, $clubId: Int!, $entries: [ClubEntryInput!]!) {\n    enterClubAthletes(racingEventId: $racingEventId, clubId: $clubId, entries: $entries) { memberId raceId raceEntryId code message }\n  }\n": typeof types.EnterClubAthletesDocument,
    "\n  mutation EnterMember($racingEventId: Int!, $memberId: Int, $raceId: Int!, $racingCategoryId: Int) {\n    enterMember(racingEventId: $racingEventId, memberId: $memberId, raceId: $raceId, racingCategoryId: $racingCategoryId)\n  }\n": typeof types.EnterMemberDocument,
    "\n  mutation EnterNonMember($racingEventId: Int!, $input: NonMemberEntryInput!) {\n    enterNonMember(racingEventId: $racingEventId, input: $input)\n  }\n": typeof types.EnterNonMemberDocument,
    "\n  mutation WithdrawEntry($id: Int!) {\n    withdrawEntry(id: $id)\n  }\n": typeof types.WithdrawEntryDocument,
    "\n  mutation MoveEntry($id: Int!, $racingCategoryId: Int!) {\n    moveEntry(id: $id, racingCategoryId: $racingCategoryId)\n  }\n": typeof types.MoveEntryDocument,
    "\n  mutation SetEntryBib($id: Int!, $bib: Int) {\n    setEntryBib(id: $id, bib: $bib)\n  }\n": typeof types.SetEntryBibDocument,
    "\n  mutation AssignBibs($racingEventId: Int!, $raceId: Int!, $first: Int!) {\n    assignBibs(racingEventId: $racingEventId, raceId: $raceId, first: $first)\n  }\n": typeof types.AssignBibsDocument,
    "\n  query RacingCodebooks {\n    departments { id code name }\n    seasons { id name }\n    regions { id code name }\n    racingDisciplines { id departmentId code name }\n    racingTechniques { id code name }\n    racingTypes { id departmentId code name }\n  }\n": typeof types.RacingCodebooksDocument,
    "\n  query CalendarCodebooks {\n    departments { id code name }\n    regions { id code name }\n  }\n": typeof types.CalendarCodebooksDocument,
    "\n  query OrganiserClubs {\n    clubs(input: { page: 1, perPage: 500, sort: [{ field: NAME, direction: ASC }], filter: { state: ACTIVE } }) {\n      nodes { id code name }\n    }\n  }\n": typeof types.OrganiserClubsDocument,
    "\n  query EventTimekeepers {\n    timekeepingCompanies { id name }\n  }\n": typeof types.EventTimekeepersDocument,
    "\n  query RacingEvent($id: Int!) {\n    racingEvent(id: $id) {\n      access\n      event {\n        id kind name departmentId departmentCode departmentName seasonId seasonName category categoryLabel organiserKind\n        organiserClubId organiser organiserName regionId regionName place country latitude longitude dateFrom dateTo\n        registrationDeadline state stateLabel publicationStatus dateChange dateChangeLabel publishedAt timekeepingCompanyId\n        timekeepingCompanyName description contactEmail contactPhone web raceCount entryCount updatedAt\n        actions { canEdit canPublish canEnterClub entryClubId canManageEntries canEnterSelf nextStates entriesOpen }\n      }\n      races {\n        id name racingDisciplineId disciplineCode disciplineName racingTechniqueId techniqueName racingTypeId typeName\n        genderGroup raceDate startTime entryCount\n        categories { id name birthYearFrom birthYearTo genderGroup entryCount }\n      }\n      documents { id kind kindLabel title fileName contentType size createdAt url }\n      downloads { registrationCsv registrationCsvByClub registrationOldCsv registrationCsvCx startListCsv startListXlsx startListPdf ical }\n      ownEntries { raceEntryId raceName categoryName bib sex }\n      canWithdrawOwnEntries\n    }\n  }\n": typeof types.RacingEventDocument,
    "\n  query PublicRacingEvent($id: Int!) {\n    publicRacingEvent(id: $id) {\n      event {\n        id kind name departmentCode departmentName seasonName categoryLabel organiser regionName place country latitude\n        longitude dateFrom dateTo registrationDeadline state stateLabel dateChange dateChangeLabel timekeepingCompanyName\n        description contactEmail contactPhone web entryCount hasResults hasStartList\n        actions { entriesOpen canEnterSelf canEnterClub canManageEntries }\n      }\n      races {\n        id name disciplineName techniqueName typeName genderGroup raceDate startTime entryCount\n        categories { id name birthYearFrom birthYearTo genderGroup entryCount }\n      }\n      documents { id kind kindLabel title fileName size createdAt url }\n      downloads { registrationCsv registrationCsvByClub registrationOldCsv registrationCsvCx startListCsv startListXlsx startListPdf ical }\n    }\n  }\n": typeof types.PublicRacingEventDocument,
    "\n  query DefaultRacingCategories($racingEventId: Int!) {\n    defaultRacingCategories(racingEventId: $racingEventId) { id name birthYearFrom birthYearTo genderGroup }\n  }\n": typeof types.DefaultRacingCategoriesDocument,
    "\n  mutation CreateRacingEvent($input: RacingEventInput!, $races: [RaceInputObject!]!) {\n    createRacingEvent(input: $input, races: $races) { event { id } }\n  }\n": typeof types.CreateRacingEventDocument,
    "\n  mutation UpdateRacingEvent($id: Int!, $input: RacingEventInput!) {\n    updateRacingEvent(id: $id, input: $input) { event { id } }\n  }\n": typeof types.UpdateRacingEventDocument,
    "\n  mutation UpdateRaces($racingEventId: Int!, $races: [RaceInputObject!]!) {\n    updateRaces(racingEventId: $racingEventId, races: $races) { event { id } }\n  }\n": typeof types.UpdateRacesDocument,
    "\n  mutation ChangeRacingEventState($id: Int!, $state: RacingEventState!) {\n    changeRacingEventState(id: $id, state: $state) { event { id state stateLabel } }\n  }\n": typeof types.ChangeRacingEventStateDocument,
    "\n  mutation SetRacingEventPublication($id: Int!, $status: EventPublicationStatus!) {\n    setRacingEventPublication(id: $id, status: $status) { event { id publicationStatus } }\n  }\n": typeof types.SetRacingEventPublicationDocument,
    "\n  mutation UploadRacingEventDocument($racingEventId: Int!, $kind: EventDocumentKind!, $title: String, $file: Upload!) {\n    uploadRacingEventDocument(racingEventId: $racingEventId, kind: $kind, title: $title, file: $file) { id }\n  }\n": typeof types.UploadRacingEventDocumentDocument,
    "\n  mutation DeleteRacingEventDocument($id: Int!) {\n    deleteRacingEventDocument(id: $id)\n  }\n": typeof types.DeleteRacingEventDocumentDocument,
    "\n  query RacingEvents($filter: RacingEventFilterInput!, $page: Int!, $perPage: Int!) {\n    racingEvents(filter: $filter, page: $page, perPage: $perPage) {\n      totalCount\n      nodes {\n        id name place dateFrom dateTo departmentId departmentName category categoryLabel organiser state stateLabel\n        publicationStatus entryCount timekeepingCompanyName\n      }\n    }\n  }\n": typeof types.RacingEventsDocument,
    "\n  query PublicCalendar($filter: RacingEventFilterInput!, $view: CalendarView!, $page: Int!, $perPage: Int!) {\n    publicCalendar(filter: $filter, view: $view, page: $page, perPage: $perPage) {\n      totalCount\n      nodes {\n        id name place country dateFrom dateTo departmentCode departmentName category categoryLabel organiser regionName\n        state stateLabel dateChange dateChangeLabel hasResults resultsPublishedAt\n      }\n    }\n  }\n": typeof types.PublicCalendarDocument,
    "\n  query RacingEventsForPublication($filter: RacingEventFilterInput!, $page: Int!, $perPage: Int!) {\n    racingEventsForPublication(filter: $filter, page: $page, perPage: $perPage) {\n      totalCount\n      nodes {\n        id name place dateFrom dateTo departmentName categoryLabel organiser state stateLabel publicationStatus publishedAt\n        dateChange dateChangeLabel actions { canPublish }\n      }\n    }\n  }\n": typeof types.RacingEventsForPublicationDocument,
    "\n  query StartLists($racingEventId: Int!) {\n    startLists(racingEventId: $racingEventId) {\n      canManage\n      races {\n        raceId raceName raceDate mode modeLabel firstStart intervalSeconds waveSize publishedAt withoutBib\n        categories { racingCategoryId name starters { order bib memberId firstName lastName birthYear clubName nation startTime wave } }\n      }\n    }\n  }\n": typeof types.StartListsDocument,
    "\n  mutation SaveStartList($input: StartListInput!) {\n    saveStartList(input: $input)\n  }\n": typeof types.SaveStartListDocument,
    "\n  mutation PublishStartList($racingEventId: Int!, $raceId: Int!, $published: Boolean!) {\n    publishStartList(racingEventId: $racingEventId, raceId: $raceId, published: $published)\n  }\n": typeof types.PublishStartListDocument,
    "\n  query RacingEventSuggestions {\n    racingEventSuggestions {\n      id kind departmentId departmentName clubId clubName name place dateFrom dateTo category note state racingEventId createdAt\n    }\n  }\n": typeof types.RacingEventSuggestionsDocument,
    "\n  mutation SuggestRacingEvent($input: RacingEventSuggestionInput!) {\n    suggestRacingEvent(input: $input) { id }\n  }\n": typeof types.SuggestRacingEventDocument,
    "\n  mutation AcceptRacingEventSuggestion($id: Int!, $clubId: Int) {\n    acceptRacingEventSuggestion(id: $id, clubId: $clubId) { event { id } }\n  }\n": typeof types.AcceptRacingEventSuggestionDocument,
    "\n  mutation RejectRacingEventSuggestion($id: Int!) {\n    rejectRacingEventSuggestion(id: $id)\n  }\n": typeof types.RejectRacingEventSuggestionDocument,
    "\n  mutation CreateRanking($departmentId: Int!, $season: Int!, $input: RankingInput!) {\n    createRanking(departmentId: $departmentId, season: $season, input: $input) { id name }\n  }\n": typeof types.CreateRankingDocument,
    "\n  mutation DeleteRankingDocument($id: Int!) {\n    deleteRankingDocument(id: $id)\n  }\n": typeof types.DeleteRankingDocumentDocument,
    "\n  mutation DeleteRanking($id: Int!) {\n    deleteRanking(id: $id)\n  }\n": typeof types.DeleteRankingDocument,
    "\n  query RankingDepartments {\n    departments { id code name }\n  }\n": typeof types.RankingDepartmentsDocument,
    "\n  query RankingStandings($rankingId: Int!, $category: RankingCategory!, $sex: Sex!, $offset: Int!, $limit: Int!) {\n    rankingStandings(rankingId: $rankingId, category: $category, sex: $sex, offset: $offset, limit: $limit) {\n      category sex total downloadUrl\n      rows { position memberId name slug birthYear clubName points pointsValue resultCount countedCount }\n    }\n  }\n": typeof types.RankingStandingsDocument,
    "\n  query Rankings($departmentId: Int!, $season: Int) {\n    rankings(departmentId: $departmentId, season: $season) {\n      departmentId departmentName season seasonLabel canManage\n      seasons { season label }\n      rankings {\n        id departmentId season seasonLabel name rule ruleLabel rating ratingLabel bestResults discipline raceCategories\n        definition published publishedAt source computedAt athleteCount\n      }\n      documents { id title fileName size published createdAt url }\n    }\n  }\n": typeof types.RankingsDocument,
    "\n  mutation SetRankingDocumentPublished($id: Int!, $published: Boolean!) {\n    setRankingDocumentPublished(id: $id, published: $published) { id published }\n  }\n": typeof types.SetRankingDocumentPublishedDocument,
    "\n  mutation SetRankingPublished($id: Int!, $published: Boolean!) {\n    setRankingPublished(id: $id, published: $published) { id published publishedAt }\n  }\n": typeof types.SetRankingPublishedDocument,
    "\n  mutation UpdateRanking($id: Int!, $input: RankingInput!) {\n    updateRanking(id: $id, input: $input) { id name computedAt }\n  }\n": typeof types.UpdateRankingDocument,
    "\n  mutation UploadRankingDocument($departmentId: Int!, $season: Int!, $title: String, $file: Upload!) {\n    uploadRankingDocument(departmentId: $departmentId, season: $season, title: $title, file: $file) { id title }\n  }\n": typeof types.UploadRankingDocumentDocument,
    "\n  query Regions {\n    regions { id code name }\n  }\n": typeof types.RegionsDocument,
    "\n  query MemberRegistrations($clubId: Int!) {\n    memberRegistrations(clubId: $clubId) {\n      id clubId clubName forChild applicantFirstName applicantLastName applicantEmail applicantPhone\n      firstName lastName sexLabel birthDate birthNumber citizenship address email phone\n      consentVersion consentedAt state stateLabel requirements { label state stateLabel }\n      confirmedAt rejectionReason decidedAt memberId registrationNumber createdAt canDecide\n    }\n  }\n": typeof types.MemberRegistrationsDocument,
    "\n  mutation ApproveMemberRegistration($id: Int!) {\n    approveMemberRegistration(id: $id) { id state stateLabel memberId registrationNumber }\n  }\n": typeof types.ApproveMemberRegistrationDocument,
    "\n  mutation RejectMemberRegistration($input: RejectMemberRegistrationInput!) {\n    rejectMemberRegistration(input: $input) { id state stateLabel }\n  }\n": typeof types.RejectMemberRegistrationDocument,
    "\n  query FindMember($input: FindMemberInput!) {\n    findMember(input: $input) { uuid name clubName maskedEmail }\n  }\n": typeof types.FindMemberDocument,
    "\n  mutation ClaimMember($uuid: UUID!, $email: String) {\n    claimMember(uuid: $uuid, email: $email)\n  }\n": typeof types.ClaimMemberDocument,
    "\n  mutation ConfirmMemberClaim($uuid: UUID!, $token: String!) {\n    confirmMemberClaim(uuid: $uuid, token: $token) { state stateLabel memberFirstName registrationNumber email welcomeToken }\n  }\n": typeof types.ConfirmMemberClaimDocument,
    "\n  query MemberClaims($clubId: Int!) {\n    memberClaims(clubId: $clubId) {\n      id memberId firstName lastName birthDate registrationNumber email stateLabel state\n      confirmedAt rejectionReason decidedAt createdAt canDecide\n    }\n  }\n": typeof types.MemberClaimsDocument,
    "\n  mutation ApproveMemberClaim($id: Int!) {\n    approveMemberClaim(id: $id) { id state stateLabel }\n  }\n": typeof types.ApproveMemberClaimDocument,
    "\n  mutation RejectMemberClaim($input: RejectMemberClaimInput!) {\n    rejectMemberClaim(input: $input) { id state stateLabel }\n  }\n": typeof types.RejectMemberClaimDocument,
    "\n  query RegistrationConsent {\n    registrationConsent { version text }\n  }\n": typeof types.RegistrationConsentDocument,
    "\n  query RegistrationClubs($input: PublicClubsInput!) {\n    publicClubs(input: $input) {\n      totalCount\n      nodes { id name municipality }\n    }\n  }\n": typeof types.RegistrationClubsDocument,
    "\n  mutation SubmitMemberRegistration($input: SubmitMemberRegistrationInput!) {\n    submitMemberRegistration(input: $input)\n  }\n": typeof types.SubmitMemberRegistrationDocument,
    "\n  mutation ConfirmMemberRegistration($uuid: UUID!, $token: String!) {\n    confirmMemberRegistration(uuid: $uuid, token: $token) {\n      uuid clubName memberFirstName state stateLabel\n      requirements { label state stateLabel }\n    }\n  }\n": typeof types.ConfirmMemberRegistrationDocument,
    "\n  query RegistrationStatus($uuid: UUID!) {\n    registrationStatus(uuid: $uuid) {\n      uuid clubName memberFirstName state stateLabel\n      requirements { label state stateLabel }\n    }\n  }\n": typeof types.RegistrationStatusDocument,
    "\n  mutation WelcomeSetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.WelcomeSetPasswordDocument,
    "\n  mutation ChangeResultRaceStatus($id: Int!, $status: ResultRaceStatus!) {\n    changeResultRaceStatus(id: $id, status: $status) {\n      race { id name status statusLabel }\n      nextStatuses\n    }\n  }\n": typeof types.ChangeResultRaceStatusDocument,
    "\n  mutation DeleteResultRace($id: Int!) {\n    deleteResultRace(id: $id)\n  }\n": typeof types.DeleteResultRaceDocument,
    "\n  query EventResults($racingEventId: Int!) {\n    eventResults(racingEventId: $racingEventId) {\n      racingEventId\n      races {\n        id racingEventId raceId raceName name sector discipline genderGroup raceDate place category codex birthYearFrom\n        birthYearTo runCount status statusLabel rowCount pairedCount suggestionCount updatedAt xlsxUrl pdfUrl nextStatuses canDelete\n        replacesResultRaceId\n      }\n      imports {\n        id racingEventId fileName format state progress totalRows processedRows raceCount createdAt finishedAt error\n      }\n      actions { canImport canManage canSeeWork }\n      xlsxUrl\n    }\n  }\n": typeof types.EventResultsDocument,
    "\n  mutation MatchResultFile($file: Upload!) {\n    matchResultFile(file: $file) {\n      fileName format races rows dates places\n      candidates { racingEventId name place dateFrom dateTo score }\n      chosenEventId error\n    }\n  }\n": typeof types.MatchResultFileDocument,
    "\n  query MemberResultStats($memberId: Int!) {\n    memberResultStats(memberId: $memberId) {\n      seasonName discipline starts ranked wins podiums topTens bestRank bestFisPoints unranked\n    }\n  }\n": typeof types.MemberResultStatsDocument,
    "\n  query MemberResults($memberId: Int!) {\n    memberResults(memberId: $memberId) {\n      racingEventId eventName resultRaceId resultRaceName raceDate place discipline seasonName rank bib totalTime\n      difference fisPoints racePoints status statusLabel rowCount\n    }\n  }\n": typeof types.MemberResultsDocument,
    "\n  mutation PairResultRow($resultRaceId: Int!, $ordinal: Int!, $memberId: Int!) {\n    pairResultRow(resultRaceId: $resultRaceId, ordinal: $ordinal, memberId: $memberId)\n  }\n": typeof types.PairResultRowDocument,
    "\n  mutation RejectPairingSuggestion($resultRaceId: Int!, $ordinal: Int!, $memberId: Int!) {\n    rejectPairingSuggestion(resultRaceId: $resultRaceId, ordinal: $ordinal, memberId: $memberId)\n  }\n": typeof types.RejectPairingSuggestionDocument,
    "\n  mutation UnpairResultRow($resultRaceId: Int!, $ordinal: Int!) {\n    unpairResultRow(resultRaceId: $resultRaceId, ordinal: $ordinal)\n  }\n": typeof types.UnpairResultRowDocument,
    "\n  query PairingSuggestions($input: PairingSuggestionsInput!) {\n    pairingSuggestions(input: $input) {\n      racingEventId eventName resultRaceId resultRaceName ordinal rowName rowBirthYear rowClub rowRank\n      memberId memberName memberBirthYear memberClub score\n    }\n  }\n": typeof types.PairingSuggestionsDocument,
    "\n  query ResultImport($id: Int!) {\n    resultImport(id: $id) {\n      id racingEventId raceId fileName format state progress totalRows processedRows raceCount\n      counts { key label count }\n      problems error createdAt finishedAt\n    }\n  }\n": typeof types.ResultImportDocument,
    "\n  query ResultRace($id: Int!) {\n    resultRace(id: $id) {\n      eventName\n      race {\n        id racingEventId raceId raceName name sector discipline genderGroup raceDate place category codex birthYearFrom\n        birthYearTo runCount penalty status statusLabel rowCount pairedCount suggestionCount updatedAt xlsxUrl\n      }\n      rows {\n        ordinal rank bib fisCode lastName firstName nation club clubCode birthYear sex\n        runs { number jump time status distance points }\n        totalTime difference fisPoints racePoints score status statusLabel memberId memberName pairing suggestionCount\n      }\n      actions { canImport canManage canSeeWork }\n      nextStatuses\n    }\n  }\n": typeof types.ResultRaceDocument,
    "\n  query ResultsEvent($id: Int!) {\n    racingEvent(id: $id) {\n      event { id name dateFrom dateTo place departmentName categoryLabel }\n      races { id name raceDate disciplineName }\n    }\n  }\n": typeof types.ResultsEventDocument,
    "\n  mutation UpdateResultRace($id: Int!, $input: ResultRaceDetailsInput!) {\n    updateResultRace(id: $id, input: $input) {\n      race {\n        id racingEventId raceId raceName name discipline genderGroup raceDate place category birthYearFrom birthYearTo\n        status statusLabel rowCount updatedAt\n      }\n    }\n  }\n": typeof types.UpdateResultRaceDocument,
    "\n  mutation UploadResults($input: UploadResultsInput!, $file: Upload!) {\n    uploadResults(input: $input, file: $file) {\n      id racingEventId raceId fileName format state progress totalRows processedRows raceCount\n      counts { key label count }\n      problems error createdAt finishedAt\n    }\n  }\n": typeof types.UploadResultsDocument,
    "\n  mutation ExtendMemberRoles($input: ExtendMemberRolesInput!) {\n    extendMemberRoles(input: $input) { id validTo }\n  }\n": typeof types.ExtendMemberRolesDocument,
    "\n  query RoleDepartments {\n    departments { id code name }\n  }\n": typeof types.RoleDepartmentsDocument,
    "\n  query RoleHolders($kind: MemberRoleKind!, $departmentId: Int, $filter: RoleHoldersFilter, $page: Int!, $perPage: Int!) {\n    roleHolders(kind: $kind, departmentId: $departmentId, filter: $filter, page: $page, perPage: $perPage) {\n      kind kindLabel totalCount page perPage exportUrl canExtend\n      department { id code name }\n      qualifications { value label }\n      nodes {\n        id memberId registrationNumber firstName lastName birthYear clubId clubName\n        qualification qualificationLabel validFrom validTo licenceNumber course valid\n      }\n    }\n  }\n": typeof types.RoleHoldersDocument,
    "\n  query RoleOverview {\n    roleOverview { department { id code name } kind kindLabel valid expiring }\n  }\n": typeof types.RoleOverviewDocument,
    "\n  mutation AddSportCenterMember($input: AddSportCenterMemberInput!) {\n    addSportCenterMember(input: $input) { id memberId firstName lastName roleLabel validFrom validTo }\n  }\n": typeof types.AddSportCenterMemberDocument,
    "\n  mutation EndSportCenterMember($input: EndSportCenterMemberInput!) {\n    endSportCenterMember(input: $input) { id validTo current }\n  }\n": typeof types.EndSportCenterMemberDocument,
    "\n  mutation RemoveSportCenterMember($id: Int!) {\n    removeSportCenterMember(id: $id)\n  }\n": typeof types.RemoveSportCenterMemberDocument,
    "\n  query RepresentationDepartments {\n    departments { id code name }\n  }\n": typeof types.RepresentationDepartmentsDocument,
    "\n  query Representation($departmentId: Int!) {\n    representation(departmentId: $departmentId) {\n      evidenceSeason { id year name }\n      department { id code name }\n      teams {\n        sportCenterId name\n        athletes { memberId slug firstName lastName birthYear clubId clubName clubSlug hasPublicPhoto }\n        coaches { memberId slug firstName lastName birthYear clubId clubName clubSlug hasPublicPhoto }\n      }\n    }\n  }\n": typeof types.RepresentationDocument,
    "\n  query SportCenterChoices {\n    evidenceSeasons { id year name validFrom validTo }\n    departments { id name }\n  }\n": typeof types.SportCenterChoicesDocument,
    "\n  query SportCenter($id: Int!) {\n    sportCenterDetail(id: $id) {\n      center { id name organisationType organisationTypeLabel departmentId departmentName regionId regionName athletes coaches canWrite }\n      evidenceSeason { id year name validFrom validTo }\n      members {\n        id memberId registrationNumber firstName lastName birthYear clubName role roleLabel validFrom validTo current\n        history { sportCenterId centerName organisationTypeLabel evidenceSeasonName departmentName roleLabel validFrom validTo }\n      }\n      exportUrl\n    }\n  }\n": typeof types.SportCenterDocument,
    "\n  query SportCenterOverview($evidenceSeasonId: Int, $departmentId: Int) {\n    sportCenterOverview(evidenceSeasonId: $evidenceSeasonId, departmentId: $departmentId) {\n      evidenceSeason { id year name validFrom validTo }\n      centers { id name organisationType organisationTypeLabel departmentId departmentName regionId regionName athletes coaches canWrite }\n      byType { organisationType label centers athletes coaches }\n    }\n  }\n": typeof types.SportCenterOverviewDocument,
    "\n  query Statistics($input: StatisticsInput!) {\n    statistics(input: $input) {\n      year previousYear kind definition keyDate takenAt finalSnapshot measures downloadUrl canTakeSnapshot\n      rows { id name code values previous male female changePercent }\n      total { id name code values previous male female changePercent }\n      ages { age male female }\n    }\n  }\n": typeof types.StatisticsDocument,
    "\n  query StatisticsSeasons {\n    statisticsSeasons\n    departments { id code name }\n  }\n": typeof types.StatisticsSeasonsDocument,
    "\n  mutation TakeStatisticsSnapshot($year: Int!) {\n    takeStatisticsSnapshot(year: $year)\n  }\n": typeof types.TakeStatisticsSnapshotDocument,
    "\n  query TimekeepingCompanyList {\n    timekeepingCompanies { id name ico email phone web contactPerson eventCount accountCount access }\n  }\n": typeof types.TimekeepingCompanyListDocument,
    "\n  query TimekeepingCompany($id: Int!) {\n    timekeepingCompany(id: $id) { id name ico email phone web contactPerson note eventCount accountCount access }\n  }\n": typeof types.TimekeepingCompanyDocument,
    "\n  mutation CreateTimekeepingCompany($input: TimekeepingCompanyInput!) {\n    createTimekeepingCompany(input: $input) { id }\n  }\n": typeof types.CreateTimekeepingCompanyDocument,
    "\n  mutation UpdateTimekeepingCompany($id: Int!, $input: TimekeepingCompanyInput!) {\n    updateTimekeepingCompany(id: $id, input: $input) { id }\n  }\n": typeof types.UpdateTimekeepingCompanyDocument,
    "\n  mutation ChangeTransfer($input: ChangeTransferInput!) {\n    changeTransfer(input: $input) { id state stateLabel }\n  }\n": typeof types.ChangeTransferDocument,
    "\n  mutation RequestTransfer($input: RequestTransferInput!) {\n    requestTransfer(input: $input) { id memberName toClubName fromClubName state stateLabel }\n  }\n": typeof types.RequestTransferDocument,
    "\n  query TransferCandidate($registrationNumber: Int!) {\n    transferCandidate(registrationNumber: $registrationNumber) { memberId registrationNumber memberName birthYear clubId clubName }\n  }\n": typeof types.TransferCandidateDocument,
    "\n  query TransferChoices {\n    clubs(input: { perPage: 500, sort: [{ field: NAME, direction: ASC }], filter: { state: ACTIVE } }) {\n      nodes { id name code access departments { id name } }\n    }\n    departments { id name }\n    seasons { id name }\n  }\n": typeof types.TransferChoicesDocument,
    "\n  query Transfers($input: TransfersInput!) {\n    transfers(input: $input) {\n      page perPage hasMore canRequest\n      items {\n        id kind kindLabel state stateLabel memberId registrationNumber memberName birthYear\n        fromClubId fromClubName toClubId toClubName departmentId departmentName validFrom validTo\n        note reason endedDepartmentIds endedDepartmentNames createdAt actions\n        history { state stateLabel at note actorName }\n      }\n    }\n  }\n": typeof types.TransfersDocument,
    "\n  mutation InviteStaff($input: InviteUserInput!) {\n    inviteUser(input: $input)\n  }\n": typeof types.InviteStaffDocument,
    "\n  query TimekeepingCompanies {\n    timekeepingCompanies { id name }\n  }\n": typeof types.TimekeepingCompaniesDocument,
    "\n  query InvitableClubs {\n    clubs(input: { perPage: 500, filter: { state: ACTIVE } }) { nodes { id name code } }\n  }\n": typeof types.InvitableClubsDocument,
    "\n  query Users($input: UsersInput!) {\n    users(input: $input) { page perPage hasMore canInviteStaff items {\n      id firstName lastName email active hasPassword lastLoginAt createdAt\n      identities { id identityType role clubId memberId permissions createdAt canRevoke }\n    } }\n  }\n": typeof types.UsersDocument,
    "\n  query UserDetail($id: Int!) {\n    user(id: $id) { canBlock user {\n      id firstName lastName email active hasPassword lastLoginAt createdAt\n      identities { id identityType role clubId memberId permissions createdAt canRevoke }\n    } }\n  }\n": typeof types.UserDetailDocument,
    "\n  query UserInvitations {\n    userInvitations { id email firstName lastName identityType role permissions createdAt expiresAt expired invitedBy canChange }\n  }\n": typeof types.UserInvitationsDocument,
    "\n  mutation ResendInvitation($id: Int!) { resendInvitation(id: $id) { id expiresAt } }\n": typeof types.ResendInvitationDocument,
    "\n  mutation RevokeInvitation($id: Int!) { revokeInvitation(id: $id) { id } }\n": typeof types.RevokeInvitationDocument,
    "\n  mutation SetAccountBlocked($id: Int!, $blocked: Boolean!) { setAccountBlocked(id: $id, blocked: $blocked) { canBlock user { id active } } }\n": typeof types.SetAccountBlockedDocument,
    "\n  mutation RevokeIdentity($id: Int!) { revokeIdentity(id: $id) }\n": typeof types.RevokeIdentityDocument,
    "\n  query WorkspaceOverview {\n    workspaceOverview {\n      counts { item label count capped }\n      resultWork { racingEventId name dateFrom dateTo unsignedRaces publishedRaces lastUploadAt lastUploadFailed }\n      entryDeadlines { racingEventId name place dateFrom dateTo registrationDeadline departmentName clubEntries }\n      ownEntries { raceEntryId racingEventId eventName place dateFrom dateTo raceName categoryName bib state }\n      evidenceSeasonName\n    }\n  }\n": typeof types.WorkspaceOverviewDocument,
    "\n  query GlobalSearch($text: String!) {\n    globalSearch(text: $text) {\n      members { id registrationNumber firstName lastName birthYear clubName }\n      moreMembers\n      clubs { id code name regionName }\n      moreClubs\n      events { id name place dateFrom dateTo }\n      moreEvents\n    }\n  }\n": typeof types.GlobalSearchDocument,
};
const documents: Documents = {
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": types.ChangePasswordDocument,
    "\n  query Invitation($token: String!) {\n    invitation(token: $token) { email firstName lastName role existingAccount }\n  }\n": types.InvitationDocument,
    "\n  mutation AcceptInvitation($input: AcceptInvitationInput!) {\n    acceptInvitation(input: $input)\n  }\n": types.AcceptInvitationDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      expiresAt\n      me { activeIdentity { identityType landingPage } }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query Me {\n    me {\n      account { id email firstName lastName }\n      activeIdentity { identityType identityId name landingPage permissions memberId }\n      identities { identityType identityId name landingPage }\n      sessionExpiresAt\n      actions {\n        canListMembers canCreateMembers canCreateMembersWithoutClub canListClubs canCreateClubs canReadClubRequests canInviteUsers canListUsers\n        canManageCodebooks canCleanData hasOwnProfile\n        canListEvents canCreateEvents canPublishEvents canSuggestEvents canListTimekeepers canCreateTimekeepers canListOrders\n        canListTransfers canRequestTransfers canListRoles canListSportCenters canReadStatistics\n      }\n    }\n  }\n": types.MeDocument,
    "\n  query NotificationSettings {\n    notificationSettings { kind label description enabled }\n  }\n": types.NotificationSettingsDocument,
    "\n  mutation SetNotification($kind: NotificationKind!, $enabled: Boolean!) {\n    setNotification(kind: $kind, enabled: $enabled) { kind label description enabled }\n  }\n": types.SetNotificationDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation SwitchIdentity($input: SwitchIdentityInput!) {\n    switchIdentity(input: $input) {\n      activeIdentity { identityType identityId landingPage }\n    }\n  }\n": types.SwitchIdentityDocument,
    "\n  mutation ApproveBranchRequest($input: ApproveBranchRequestInput!) {\n    approveBranchRequest(input: $input) { id state stateLabel clubId clubCode }\n  }\n": types.ApproveBranchRequestDocument,
    "\n  query BranchConsent {\n    branchConsent { version text }\n  }\n": types.BranchConsentDocument,
    "\n  query BranchRequests($state: BranchRequestState) {\n    branchRequests(state: $state) {\n      id name ico street municipality postcode regionName departmentNames email phone web\n      chairFirstName chairLastName chairEmail chairPhone expectedMembers instructorCount activities\n      consentVersion consentedAt state stateLabel confirmedAt rejectionReason decidedAt clubId clubCode\n      createdAt canDecide\n    }\n  }\n": types.BranchRequestsDocument,
    "\n  mutation ConfirmBranchRequest($token: String!) {\n    confirmBranchRequest(token: $token)\n  }\n": types.ConfirmBranchRequestDocument,
    "\n  mutation RejectBranchRequest($input: RejectBranchRequestInput!) {\n    rejectBranchRequest(input: $input) { id state stateLabel rejectionReason }\n  }\n": types.RejectBranchRequestDocument,
    "\n  mutation SubmitBranchRequest($input: SubmitBranchRequestInput!) {\n    submitBranchRequest(input: $input)\n  }\n": types.SubmitBranchRequestDocument,
    "\n  query AddressPointSuggestions($text: String!) {\n    addressPointSuggestions(text: $text) { code text }\n  }\n": types.AddressPointSuggestionsDocument,
    "\n  query BirthNumberProblems($input: WorklistInput!) {\n    birthNumberProblems(input: $input) {\n      totalCount\n      nodes { memberId registrationNumber firstName lastName birthNumber birthDate sex clubName reason checkedAt }\n    }\n  }\n": types.BirthNumberProblemsDocument,
    "\n  mutation CheckBirthNumbers {\n    checkBirthNumbers\n  }\n": types.CheckBirthNumbersDocument,
    "\n  query CleanupOverview {\n    cleanupOverview { nicknames birthNumberProblems unresolvedAddresses possibleDuplicates pairingSuggestionRows }\n  }\n": types.CleanupOverviewDocument,
    "\n  mutation AcceptFisPairing($memberId: Int!, $fisCode: String!) {\n    acceptFisPairing(memberId: $memberId, fisCode: $fisCode)\n  }\n": types.AcceptFisPairingDocument,
    "\n  mutation RejectFisPairing($memberId: Int!, $fisCode: String!) {\n    rejectFisPairing(memberId: $memberId, fisCode: $fisCode)\n  }\n": types.RejectFisPairingDocument,
    "\n  query FisPairingProposals {\n    fisPairingProposals {\n      totalCount\n      nodes { memberId memberName memberBirthDate memberClub fisCode athleteName athleteBirthYear athleteClub listName score }\n    }\n  }\n": types.FisPairingProposalsDocument,
    "\n  query FisPointsLists {\n    fisPointsLists { id sector listKey name calculatedOn fileName athletes loadedAt }\n  }\n": types.FisPointsListsDocument,
    "\n  query FisProposalCount {\n    fisPairingProposals { totalCount }\n  }\n": types.FisProposalCountDocument,
    "\n  mutation FixBirthNumber($input: FixBirthNumberInput!) {\n    fixBirthNumber(input: $input)\n  }\n": types.FixBirthNumberDocument,
    "\n  mutation MergeMembers($input: MergeMembersInput!) {\n    mergeMembers(input: $input)\n  }\n": types.MergeMembersDocument,
    "\n  query PossibleDuplicates($input: WorklistInput!) {\n    possibleDuplicates(input: $input) {\n      totalCount\n      nodes {\n        first { memberId registrationNumber firstName lastName birthDate birthNumber clubName createdAt }\n        second { memberId registrationNumber firstName lastName birthDate birthNumber clubName createdAt }\n      }\n    }\n  }\n": types.PossibleDuplicatesDocument,
    "\n  mutation ResolveUnresolvedAddress($input: ResolveUnresolvedAddressInput!) {\n    resolveUnresolvedAddress(input: $input)\n  }\n": types.ResolveUnresolvedAddressDocument,
    "\n  query UnresolvedAddress($id: Int!) {\n    unresolvedAddress(id: $id) {\n      address { id text members importRows }\n      suggestions { code text }\n    }\n  }\n": types.UnresolvedAddressDocument,
    "\n  query UnresolvedAddresses($input: WorklistInput!) {\n    unresolvedAddresses(input: $input) {\n      totalCount\n      nodes { id text members importRows createdAt }\n    }\n  }\n": types.UnresolvedAddressesDocument,
    "\n  mutation UploadFisPointsList($file: Upload!) {\n    uploadFisPointsList(file: $file) { fileName sector listKey listName athletes newList added proposals }\n  }\n": types.UploadFisPointsListDocument,
    "\n  query ClubContacts($clubId: Int!) {\n    clubContacts(clubId: $clubId) { id role roleLabel memberId fullName email phone }\n  }\n": types.ClubContactsDocument,
    "\n  query ClubContact($id: Int!) {\n    clubContact(id: $id) { id clubId role roleLabel memberId fullName email phone }\n  }\n": types.ClubContactDocument,
    "\n  mutation CreateClubContact($input: CreateClubContactInput!) {\n    createClubContact(input: $input) { id }\n  }\n": types.CreateClubContactDocument,
    "\n  mutation UpdateClubContact($input: UpdateClubContactInput!) {\n    updateClubContact(input: $input) { id }\n  }\n": types.UpdateClubContactDocument,
    "\n  mutation DeleteClubContact($id: Int!) {\n    deleteClubContact(id: $id) { id }\n  }\n": types.DeleteClubContactDocument,
    "\n  query ClubManagers($clubId: Int!) {\n    clubManagers(clubId: $clubId) {\n      canManage\n      managers { identityId email firstName lastName permissions }\n      invitations { id email firstName lastName permissions expiresAt }\n    }\n  }\n": types.ClubManagersDocument,
    "\n  mutation InviteUser($input: InviteUserInput!) {\n    inviteUser(input: $input)\n  }\n": types.InviteUserDocument,
    "\n  mutation UpdateManagerPermissions($input: UpdateManagerPermissionsInput!) {\n    updateManagerPermissions(input: $input) { identityId permissions }\n  }\n": types.UpdateManagerPermissionsDocument,
    "\n  mutation RevokeManager($identityId: Int!) {\n    revokeManager(identityId: $identityId) { identityId }\n  }\n": types.RevokeManagerDocument,
    "\n  mutation SubmitClubRequest($input: SubmitClubRequestInput!) {\n    submitClubRequest(input: $input)\n  }\n": types.SubmitClubRequestDocument,
    "\n  query ClubRequests {\n    clubRequests {\n      id name legalFormLabel ico street municipality postcode regionName departmentNames email phone web\n      contactFirstName contactLastName contactEmail contactPhone state stateLabel rejectionReason\n      decidedAt clubId createdAt canDecide\n    }\n  }\n": types.ClubRequestsDocument,
    "\n  mutation ApproveClubRequest($input: ApproveClubRequestInput!) {\n    approveClubRequest(input: $input) { id stateLabel clubId }\n  }\n": types.ApproveClubRequestDocument,
    "\n  mutation RejectClubRequest($input: RejectClubRequestInput!) {\n    rejectClubRequest(input: $input) { id stateLabel }\n  }\n": types.RejectClubRequestDocument,
    "\n  query ClubStatistics($clubId: Int!) {\n    clubStatistics(clubId: $clubId) { total ageGroups { ageGroup label male female total } }\n  }\n": types.ClubStatisticsDocument,
    "\n  query ClubOwnRequests($clubId: Int!) {\n    clubOwnRequests(clubId: $clubId) {\n      id name ico stateLabel createdAt decidedAt contactFirstName contactLastName contactEmail departmentNames\n    }\n  }\n": types.ClubOwnRequestsDocument,
    "\n  query Clubs($input: ClubsInput!) {\n    clubs(input: $input) {\n      totalCount\n      actions { canCreate exportUrl nsaExportUrl }\n      nodes { id code name shortName municipality regionName memberCount stateLabel state departments { id code name } }\n    }\n  }\n": types.ClubsDocument,
    "\n  query Club($id: Int!) {\n    club(id: $id) {\n      id code name shortName ico legalForm legalFormLabel street municipality postcode regionId regionName\n      email phone web bankAccount state stateLabel foundedOn endedOn memberCount access reservedFields\n      departments { id code name }\n    }\n  }\n": types.ClubDocument,
    "\n  mutation CreateClub($input: ClubInput!) {\n    createClub(input: $input) { id }\n  }\n": types.CreateClubDocument,
    "\n  mutation UpdateClub($input: UpdateClubInput!) {\n    updateClub(input: $input) { id }\n  }\n": types.UpdateClubDocument,
    "\n  query HostedMembers($clubId: Int!) {\n    transfers(input: { page: 1, perPage: 200, filter: { toClubId: $clubId, kind: HOSTING, state: APPROVED } }) {\n      hasMore\n      items { id memberId registrationNumber memberName birthYear fromClubName toClubId departmentName validFrom validTo }\n    }\n  }\n": types.HostedMembersDocument,
    "\n  query PublicClubs($input: PublicClubsInput!) {\n    publicClubs(input: $input) {\n      totalCount\n      nodes { id name shortName slug municipality regionName departmentNames memberCount }\n    }\n  }\n": types.PublicClubsDocument,
    "\n  query PublicClub($id: Int!) {\n    publicClub(id: $id) {\n      club { id code name shortName slug municipality regionName email phone web departmentNames memberCount stateLabel }\n      contacts { roleLabel fullName }\n      members { id firstName lastName birthYear }\n    }\n  }\n": types.PublicClubDocument,
    "\n  query ContentArticle($id: Int!) {\n    article(id: $id) {\n      id title slug perex author body active publishedAt isPublic url parentId parentTitle updatedAt\n      mainImage { id width height src srcSet }\n      seoTitle seoDescription ogTitle ogDescription\n      ogImage { id width height src srcSet }\n      children { id title }\n    }\n  }\n": types.ContentArticleDocument,
    "\n  query ContentArticles($search: String, $page: Int!) {\n    articles(search: $search, page: $page) {\n      items { id title slug author active publishedAt isPublic url parentId parentTitle updatedAt }\n      hasMore\n    }\n  }\n": types.ContentArticlesDocument,
    "\n  mutation UploadContentImage($file: Upload!) {\n    uploadContentImage(file: $file) { id width height src srcSet }\n  }\n": types.UploadContentImageDocument,
    "\n  query ContentPage($id: Int!) {\n    contentPage(id: $id) {\n      id title slug active url updatedAt\n      seoTitle seoDescription ogTitle ogDescription\n      ogImage { id width height src srcSet }\n      sections {\n        kind title subtitle text\n        features { name image { id width height src srcSet } }\n        people { name description text phone image { id width height src srcSet } }\n      }\n    }\n  }\n": types.ContentPageDocument,
    "\n  query ContentPages {\n    contentPages { id title slug active url updatedAt }\n  }\n": types.ContentPagesDocument,
    "\n  mutation DeleteArticle($id: Int!) {\n    deleteArticle(id: $id)\n  }\n": types.DeleteArticleDocument,
    "\n  mutation DeleteContentPage($id: Int!) {\n    deleteContentPage(id: $id)\n  }\n": types.DeleteContentPageDocument,
    "\n  query RichTextPreview($text: String!) {\n    richTextPreview(text: $text)\n  }\n": types.RichTextPreviewDocument,
    "\n  mutation CreateArticle($input: ArticleInput!) {\n    createArticle(input: $input) { id title }\n  }\n": types.CreateArticleDocument,
    "\n  mutation UpdateArticle($id: Int!, $input: ArticleInput!) {\n    updateArticle(id: $id, input: $input) { id title }\n  }\n": types.UpdateArticleDocument,
    "\n  mutation CreateContentPage($input: ContentPageInput!) {\n    createContentPage(input: $input) { id title }\n  }\n": types.CreateContentPageDocument,
    "\n  mutation UpdateContentPage($id: Int!, $input: ContentPageInput!) {\n    updateContentPage(id: $id, input: $input) { id title }\n  }\n": types.UpdateContentPageDocument,
    "\n  query PublicArticle($slug: String!) {\n    publicArticle(slug: $slug) {\n      id title slug perex author publishedAt url bodyHtml\n      seoTitle seoDescription ogTitle ogDescription ogImage { id width height src srcSet }\n      mainImage { id width height src srcSet }\n      children { id title slug perex publishedAt url }\n    }\n  }\n": types.PublicArticleDocument,
    "\n  query PublicArticles($page: Int!, $perPage: Int!) {\n    publicArticles(page: $page, perPage: $perPage) {\n      items { id title slug perex author publishedAt url mainImage { id width height src srcSet } }\n      hasMore\n    }\n  }\n": types.PublicArticlesDocument,
    "\n  query PublicContentPage($slug: String!) {\n    publicContentPage(slug: $slug) {\n      id title slug url\n      seoTitle seoDescription ogTitle ogDescription ogImage { id width height src srcSet }\n      sections {\n        kind title subtitle html\n        features { name image { id width height src srcSet } }\n        people { name description text phone image { id width height src srcSet } }\n      }\n    }\n  }\n": types.PublicContentPageDocument,
    "\n  mutation ChangeFeedback($id: Int!, $status: FeedbackStatus, $comment: String) {\n    changeFeedback(id: $id, status: $status, comment: $comment) {\n      feedback { id status statusLabel }\n    }\n  }\n": types.ChangeFeedbackDocument,
    "\n  mutation DeleteReleaseNote($id: Int!) {\n    deleteReleaseNote(id: $id)\n  }\n": types.DeleteReleaseNoteDocument,
    "\n  query FeedbackList($filter: FeedbackListFilter!) {\n    feedbackList(filter: $filter) {\n      items { id kind kindLabel status statusLabel text reporterName reportedAs createdAt }\n      nextBeforeId\n      allReports\n    }\n  }\n": types.FeedbackListDocument,
    "\n  query Feedback($id: Int!) {\n    feedback(id: $id) {\n      feedback {\n        id kind kindLabel status statusLabel text page browser reporterName reportedAs screenshotUrl createdAt updatedAt\n      }\n      events { id authorName change comment createdAt }\n      nextStatuses { status label }\n      canComment\n    }\n  }\n": types.FeedbackDocument,
    "\n  mutation MarkReleaseNotesRead($upToId: Int) {\n    markReleaseNotesRead(upToId: $upToId)\n  }\n": types.MarkReleaseNotesReadDocument,
    "\n  query ReleaseNotes {\n    releaseNotes {\n      items { id version releasedOn body bodyHtml unread }\n      unreadCount\n      canWrite\n    }\n  }\n": types.ReleaseNotesDocument,
    "\n  mutation ReportFeedback($input: FeedbackInput!, $file: Upload) {\n    reportFeedback(input: $input, file: $file) { id }\n  }\n": types.ReportFeedbackDocument,
    "\n  mutation SaveReleaseNote($id: Int, $input: ReleaseNoteInput!) {\n    saveReleaseNote(id: $id, input: $input) { id version }\n  }\n": types.SaveReleaseNoteDocument,
    "\n  query UnreadReleaseNotes {\n    unreadReleaseNotes\n  }\n": types.UnreadReleaseNotesDocument,
    "\n  query PublicHome {\n    articles: publicArticles(page: 1, perPage: 3) {\n      items { id title slug perex author publishedAt url mainImage { id width height src srcSet } }\n      hasMore\n    }\n    upcoming: publicCalendar(filter: {}, view: UPCOMING, page: 1, perPage: 5) {\n      nodes {\n        id name place country dateFrom dateTo departmentCode departmentName category categoryLabel organiser regionName\n        state stateLabel dateChange dateChangeLabel hasResults resultsPublishedAt\n      }\n    }\n    results: publicCalendar(filter: {}, view: RESULTS, page: 1, perPage: 5) {\n      nodes {\n        id name place country dateFrom dateTo departmentCode departmentName category categoryLabel organiser regionName\n        state stateLabel dateChange dateChangeLabel hasResults resultsPublishedAt\n      }\n    }\n  }\n": types.PublicHomeDocument,
    "\n  query ClubMemberImports($clubId: Int!) {\n    clubMemberImports(clubId: $clubId) { id fileName state totalRows processedRows createdAt finishedAt }\n  }\n": types.ClubMemberImportsDocument,
    "\n  mutation ConfirmMemberImport($id: Int!) {\n    confirmMemberImport(id: $id) { id state progress processedRows totalRows }\n  }\n": types.ConfirmMemberImportDocument,
    "\n  mutation DiscardMemberImport($id: Int!) {\n    discardMemberImport(id: $id)\n  }\n": types.DiscardMemberImportDocument,
    "\n  query MemberImportRows($input: MemberImportRowsInput!) {\n    memberImportRows(input: $input) {\n      totalCount\n      nodes { line name outcome predicted message detail memberId }\n    }\n  }\n": types.MemberImportRowsDocument,
    "\n  query MemberImport($id: Int!) {\n    memberImport(id: $id) {\n      id clubId clubName fileName fileKind encoding layout state progress totalRows processedRows\n      counts { outcome message count }\n      columns { index header field fieldLabel }\n      warnings error createdAt finishedAt skippedRowsUrl\n    }\n  }\n": types.MemberImportDocument,
    "\n  mutation UploadMemberImport($input: UploadMemberImportInput!, $file: Upload!) {\n    uploadMemberImport(input: $input, file: $file) { id }\n  }\n": types.UploadMemberImportDocument,
    "\n  mutation AddMemberRole($memberId: Int!, $input: MemberRoleInput!) {\n    addMemberRole(memberId: $memberId, input: $input) { id kindLabel departmentName }\n  }\n": types.AddMemberRoleDocument,
    "\n  query MemberEvidenceSeasons {\n    evidenceSeasons { id name validFrom validTo }\n  }\n": types.MemberEvidenceSeasonsDocument,
    "\n  mutation SetMemberAnswers($input: SetMemberAnswersInput!) {\n    setMemberAnswers(input: $input) { answer changedMemberIds }\n  }\n": types.SetMemberAnswersDocument,
    "\n  mutation AddAthleteRoles($input: AddAthleteRolesInput!) {\n    addAthleteRoles(input: $input) { added alreadyAthletes }\n  }\n": types.AddAthleteRolesDocument,
    "\n  mutation EndMemberships($input: EndMembershipsInput!) {\n    endMemberships(input: $input)\n  }\n": types.EndMembershipsDocument,
    "\n  query MemberClubs {\n    clubs(input: { perPage: 500, filter: { state: ACTIVE } }) { nodes { id name code access } }\n  }\n": types.MemberClubsDocument,
    "\n  query MemberRoles($memberId: Int!) {\n    memberRoles(memberId: $memberId) {\n      canEdit\n      nodes {\n        id kind kindLabel departmentId departmentCode departmentName validFrom validTo\n        coachLevel instructorLicence refereeType technicalDelegateType licenceNumber course note\n      }\n      athleteDepartments { id code name }\n      grantable { kind kindLabel departments { id code name } }\n      changeableRoleIds\n    }\n  }\n": types.MemberRolesDocument,
    "\n  mutation AddAthleteRole($input: AddAthleteRoleInput!) {\n    addAthleteRole(input: $input) { id }\n  }\n": types.AddAthleteRoleDocument,
    "\n  mutation EndMemberRole($input: EndMemberRoleInput!) {\n    endMemberRole(input: $input) { id validTo }\n  }\n": types.EndMemberRoleDocument,
    "\n  query ClubRacingMembers($clubId: Int!, $departmentCode: String) {\n    clubRacingMembers(clubId: $clubId, departmentCode: $departmentCode) {\n      total\n      departments { department { id code name } total ageGroups { ageGroup label male female total } }\n      members { memberId firstName lastName sex birthYear departmentCodes }\n    }\n  }\n": types.ClubRacingMembersDocument,
    "\n  query MemberTransfers($memberId: Int!) {\n    transfers(input: { page: 1, perPage: 100, filter: { memberId: $memberId } }) {\n      hasMore\n      items { id kind kindLabel state stateLabel fromClubName toClubName departmentName validFrom validTo reason createdAt }\n    }\n  }\n": types.MemberTransfersDocument,
    "\n  query Member($id: Int!) {\n    member(id: $id) {\n      id registrationNumber titleBefore firstName middleNames lastName titleAfter sex birthYear citizenship\n      fisCode answerStatus archived clubId clubName memberSince birthNumber birthDate municipality\n      municipalityPart street houseNumber orientationNumber postcode country email phone access personalInfoAccess\n      canEndMembership canArchive canRestore canJoinClub canChangePhoto archivedAt archiveReason photoPublic hasPhoto\n    }\n  }\n": types.MemberDocument,
    "\n  mutation CreateMember($input: CreateMemberInput!) {\n    createMember(input: $input) { id }\n  }\n": types.CreateMemberDocument,
    "\n  mutation UpdateMember($input: UpdateMemberInput!) {\n    updateMember(input: $input) { id }\n  }\n": types.UpdateMemberDocument,
    "\n  mutation EndMembership($input: EndMembershipInput!) {\n    endMembership(input: $input) { id }\n  }\n": types.EndMembershipDocument,
    "\n  mutation ArchiveMember($input: ArchiveMemberInput!) {\n    archiveMember(input: $input) { id archived }\n  }\n": types.ArchiveMemberDocument,
    "\n  mutation RestoreMember($memberId: Int!) {\n    restoreMember(memberId: $memberId) { id archived }\n  }\n": types.RestoreMemberDocument,
    "\n  mutation UploadMemberPhoto($memberId: Int!, $file: Upload!) {\n    uploadMemberPhoto(memberId: $memberId, file: $file) { id hasPhoto }\n  }\n": types.UploadMemberPhotoDocument,
    "\n  mutation DeleteMemberPhoto($memberId: Int!) {\n    deleteMemberPhoto(memberId: $memberId) { id hasPhoto }\n  }\n": types.DeleteMemberPhotoDocument,
    "\n  mutation SetMemberPhotoPublic($memberId: Int!, $public: Boolean!) {\n    setMemberPhotoPublic(memberId: $memberId, public: $public) { id photoPublic }\n  }\n": types.SetMemberPhotoPublicDocument,
    "\n  mutation JoinClub($input: JoinClubInput!) {\n    joinClub(input: $input) { id clubId }\n  }\n": types.JoinClubDocument,
    "\n  query Members($input: MembersInput!) {\n    members(input: $input) {\n      hasNextPage\n      endCursor\n      personalInfoAccess\n      actions { canCreate canImport exportUrl nsaExportUrl generalMeetingExportUrl canListArchived canAddAthleteRoles canEndMemberships }\n      nodes {\n        id\n        registrationNumber\n        firstName\n        lastName\n        sex\n        birthYear\n        birthDate\n        birthNumber\n        memberSince\n        club { id name shortName }\n        region { id name }\n      }\n    }\n  }\n": types.MembersDocument,
    "\n  query MembersCount($filter: MemberFilterInput!) {\n    membersCount(filter: $filter) { count capped }\n  }\n": types.MembersCountDocument,
    "\n  query PublicMembers($input: PublicMembersInput!) {\n    publicMembers(input: $input) { totalCount totalCountCapped nodes { id slug firstName lastName birthYear sex clubId clubName } }\n  }\n": types.PublicMembersDocument,
    "\n  query PublicMember($id: Int!) {\n    publicMember(id: $id) { id slug firstName lastName birthYear sex clubId clubName clubSlug fisCode hasPublicPhoto }\n  }\n": types.PublicMemberDocument,
    "\n  query MemberClubHistory($memberId: Int!) {\n    memberClubHistory(memberId: $memberId) { id clubId clubName clubCode validFrom validTo }\n  }\n": types.MemberClubHistoryDocument,
    "\n  mutation UpdateMemberRole($roleId: Int!, $input: MemberRoleInput!) {\n    updateMemberRole(roleId: $roleId, input: $input) { id kindLabel departmentName validFrom validTo }\n  }\n": types.UpdateMemberRoleDocument,
    "\n  query MemberSeasons($memberId: Int!) {\n    memberSeasons(memberId: $memberId) { evidenceSeasonId name clubNames feePaidOn feeAmount feeClubName athleteDepartments }\n  }\n": types.MemberSeasonsDocument,
    "\n  query MembersNsaCheck {\n    membersNsaCheck { total refused { memberId registrationNumber fullName problems } }\n  }\n": types.MembersNsaCheckDocument,
    "\n  mutation UpdateOwnContacts($input: OwnContactsInput!) {\n    updateOwnContacts(input: $input) { id email phone }\n  }\n": types.UpdateOwnContactsDocument,
    "\n  query BankStatements {\n    bankStatements {\n      id format formatLabel fileName fetched account state progress totalRows processedRows\n      matched forReview ignored alreadyImported outOfScope problems error createdByName createdAt finishedAt\n    }\n  }\n": types.BankStatementsDocument,
    "\n  query BankStatement($id: Int!) {\n    bankStatement(id: $id) {\n      id format formatLabel fileName fetched account state progress totalRows processedRows\n      matched forReview ignored alreadyImported outOfScope problems error createdByName createdAt finishedAt\n    }\n  }\n": types.BankStatementDocument,
    "\n  query BankStatementRows($id: Int!, $page: Int!, $perPage: Int!) {\n    bankStatementRows(id: $id, page: $page, perPage: $perPage) {\n      totalCount\n      nodes {\n        id bookedOn amount currency variableSymbol counterAccount counterName message matched matchedLabel\n        review reviewLabel reviewNote reviewedByName orderUuid orderSymbol orderAmount orderState clubName\n      }\n    }\n  }\n": types.BankStatementRowsDocument,
    "\n  mutation UploadBankStatement($file: Upload!) {\n    uploadBankStatement(file: $file) { id }\n  }\n": types.UploadBankStatementDocument,
    "\n  mutation ChangeOrder($input: ChangeOrderInput!) {\n    changeOrder(input: $input) { uuid state stateLabel }\n  }\n": types.ChangeOrderDocument,
    "\n  mutation CreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) { uuid }\n  }\n": types.CreateOrderDocument,
    "\n  query FeeSchedules {\n    feeSchedules { evidenceSeasonId seasonName seasonYear defined basicFee adultFee childFee seniorFee childMaxAge seniorMinAge canEdit }\n  }\n": types.FeeSchedulesDocument,
    "\n  mutation SaveFeeSchedule($input: FeeScheduleInput!) {\n    saveFeeSchedule(input: $input) { evidenceSeasonId }\n  }\n": types.SaveFeeScheduleDocument,
    "\n  query OrderForm($clubId: Int!, $evidenceSeasonId: Int!) {\n    orderForm(clubId: $clubId, evidenceSeasonId: $evidenceSeasonId) {\n      clubId clubName evidenceSeasonId seasonName\n      fees { basicFee adultFee childFee seniorFee childMaxAge seniorMinAge }\n      members {\n        memberId registrationNumber firstName lastName birthYear ageGroup athlete athleteDepartmentIds\n        feeKind feeLabel fee paidByClub heldByOrder orderable\n      }\n    }\n  }\n": types.OrderFormDocument,
    "\n  query Order($uuid: UUID!) {\n    order(uuid: $uuid) {\n      uuid clubId clubName clubCode evidenceSeasonId seasonName state stateLabel availability amount memberCount variableSymbol\n      createdAt createdByName paidOn publicPath confirmationPdfUrl instructionsPdfUrl\n      members { memberId registrationNumber firstName lastName feeKind feeLabel amount refunded refundNote canRefund }\n      history { actionLabel fromState toState toStateLabel note byName at }\n      bankPayments { bankTransactionId bookedOn amount counterName matched matchedLabel review reviewLabel reviewNote }\n      instructions { account iban recipient amount variableSymbol message qrText }\n      actions { canMarkSent canCancel canMarkFailed canMarkPaid }\n    }\n  }\n": types.OrderDocument,
    "\n  query Orders($input: OrdersInput!) {\n    orders(input: $input) {\n      totalCount exportUrl canManagePayments canUploadStatements\n      nodes { uuid clubId clubName clubCode evidenceSeasonId seasonName state stateLabel amount memberCount variableSymbol createdAt paidOn }\n    }\n  }\n": types.OrdersDocument,
    "\n  query PaidSummary($evidenceSeasonId: Int!, $paidBy: NaiveDate) {\n    paidSummary(evidenceSeasonId: $evidenceSeasonId, paidBy: $paidBy) {\n      evidenceSeasonId seasonName paidBy memberCount amount\n      clubs { clubId clubName clubCode memberCount amount }\n    }\n  }\n": types.PaidSummaryDocument,
    "\n  query PaymentChoices {\n    evidenceSeasons { id name year validFrom validTo }\n    clubs(input: { perPage: 500, filter: { state: ACTIVE } }) { nodes { id name code } }\n    departments { id name }\n  }\n": types.PaymentChoicesDocument,
    "\n  query PublicOrder($uuid: UUID!) {\n    publicOrder(uuid: $uuid) {\n      uuid clubName seasonName state stateLabel availability amount memberCount variableSymbol createdAt paidOn\n      confirmationPdfUrl instructionsPdfUrl\n      members { firstName lastName feeLabel amount refunded }\n      instructions { account iban recipient amount variableSymbol message qrText }\n    }\n  }\n": types.PublicOrderDocument,
    "\n  mutation RefundFee($input: RefundFeeInput!) {\n    refundFee(input: $input) { uuid }\n  }\n": types.RefundFeeDocument,
    "\n  query ReviewPayments($review: ReviewState!, $page: Int!, $perPage: Int!) {\n    reviewPayments(review: $review, page: $page, perPage: $perPage) {\n      totalCount\n      nodes {\n        id bookedOn amount currency variableSymbol counterAccount counterName message matched matchedLabel\n        review reviewLabel reviewNote reviewedByName orderUuid orderSymbol orderAmount orderState clubName\n      }\n    }\n  }\n": types.ReviewPaymentsDocument,
    "\n  mutation ResolvePayment($input: ResolvePaymentInput!) {\n    resolvePayment(input: $input) { id review reviewLabel }\n  }\n": types.ResolvePaymentDocument,
    "\n  query RaceEntries($racingEventId: Int!, $clubId: Int, $withWithdrawn: Boolean!) {\n    raceEntries(racingEventId: $racingEventId, clubId: $clubId, withWithdrawn: $withWithdrawn) {\n      id raceId raceName raceDate racingCategoryId categoryName memberId registrationNumber firstName lastName birthYear sex\n      clubId clubName nation bib state late enteredVia createdAt withdrawnAt\n    }\n  }\n": types.RaceEntriesDocument,
    "\n  query ClubEntryForm($racingEventId: Int!, $clubId: Int!) {\n    clubEntryForm(racingEventId: $racingEventId, clubId: $clubId) {\n      memberId registrationNumber firstName lastName sex birthYear athlete\n      races { raceId refusalCode refusalMessage categoryIds entered }\n    }\n  }\n": types.ClubEntryFormDocument,
    "\n  mutation EnterClubAthletes($racingEventId: Int!, $clubId: Int!, $entries: [ClubEntryInput!]!) {\n    enterClubAthletes(racingEventId: $racingEventId, clubId: $clubId, entries: $entries) { memberId raceId raceEntryId code message }\n  }\n": types.EnterClubAthletesDocument,
    "\n  mutation EnterMember($racingEventId: Int!, $memberId: Int, $raceId: Int!, $racingCategoryId: Int) {\n    enterMember(racingEventId: $racingEventId, memberId: $memberId, raceId: $raceId, racingCategoryId: $racingCategoryId)\n  }\n": types.EnterMemberDocument,
    "\n  mutation EnterNonMember($racingEventId: Int!, $input: NonMemberEntryInput!) {\n    enterNonMember(racingEventId: $racingEventId, input: $input)\n  }\n": types.EnterNonMemberDocument,
    "\n  mutation WithdrawEntry($id: Int!) {\n    withdrawEntry(id: $id)\n  }\n": types.WithdrawEntryDocument,
    "\n  mutation MoveEntry($id: Int!, $racingCategoryId: Int!) {\n    moveEntry(id: $id, racingCategoryId: $racingCategoryId)\n  }\n": types.MoveEntryDocument,
    "\n  mutation SetEntryBib($id: Int!, $bib: Int) {\n    setEntryBib(id: $id, bib: $bib)\n  }\n": types.SetEntryBibDocument,
    "\n  mutation AssignBibs($racingEventId: Int!, $raceId: Int!, $first: Int!) {\n    assignBibs(racingEventId: $racingEventId, raceId: $raceId, first: $first)\n  }\n": types.AssignBibsDocument,
    "\n  query RacingCodebooks {\n    departments { id code name }\n    seasons { id name }\n    regions { id code name }\n    racingDisciplines { id departmentId code name }\n    racingTechniques { id code name }\n    racingTypes { id departmentId code name }\n  }\n": types.RacingCodebooksDocument,
    "\n  query CalendarCodebooks {\n    departments { id code name }\n    regions { id code name }\n  }\n": types.CalendarCodebooksDocument,
    "\n  query OrganiserClubs {\n    clubs(input: { page: 1, perPage: 500, sort: [{ field: NAME, direction: ASC }], filter: { state: ACTIVE } }) {\n      nodes { id code name }\n    }\n  }\n": types.OrganiserClubsDocument,
    "\n  query EventTimekeepers {\n    timekeepingCompanies { id name }\n  }\n": types.EventTimekeepersDocument,
    "\n  query RacingEvent($id: Int!) {\n    racingEvent(id: $id) {\n      access\n      event {\n        id kind name departmentId departmentCode departmentName seasonId seasonName category categoryLabel organiserKind\n        organiserClubId organiser organiserName regionId regionName place country latitude longitude dateFrom dateTo\n        registrationDeadline state stateLabel publicationStatus dateChange dateChangeLabel publishedAt timekeepingCompanyId\n        timekeepingCompanyName description contactEmail contactPhone web raceCount entryCount updatedAt\n        actions { canEdit canPublish canEnterClub entryClubId canManageEntries canEnterSelf nextStates entriesOpen }\n      }\n      races {\n        id name racingDisciplineId disciplineCode disciplineName racingTechniqueId techniqueName racingTypeId typeName\n        genderGroup raceDate startTime entryCount\n        categories { id name birthYearFrom birthYearTo genderGroup entryCount }\n      }\n      documents { id kind kindLabel title fileName contentType size createdAt url }\n      downloads { registrationCsv registrationCsvByClub registrationOldCsv registrationCsvCx startListCsv startListXlsx startListPdf ical }\n      ownEntries { raceEntryId raceName categoryName bib sex }\n      canWithdrawOwnEntries\n    }\n  }\n": types.RacingEventDocument,
    "\n  query PublicRacingEvent($id: Int!) {\n    publicRacingEvent(id: $id) {\n      event {\n        id kind name departmentCode departmentName seasonName categoryLabel organiser regionName place country latitude\n        longitude dateFrom dateTo registrationDeadline state stateLabel dateChange dateChangeLabel timekeepingCompanyName\n        description contactEmail contactPhone web entryCount hasResults hasStartList\n        actions { entriesOpen canEnterSelf canEnterClub canManageEntries }\n      }\n      races {\n        id name disciplineName techniqueName typeName genderGroup raceDate startTime entryCount\n        categories { id name birthYearFrom birthYearTo genderGroup entryCount }\n      }\n      documents { id kind kindLabel title fileName size createdAt url }\n      downloads { registrationCsv registrationCsvByClub registrationOldCsv registrationCsvCx startListCsv startListXlsx startListPdf ical }\n    }\n  }\n": types.PublicRacingEventDocument,
    "\n  query DefaultRacingCategories($racingEventId: Int!) {\n    defaultRacingCategories(racingEventId: $racingEventId) { id name birthYearFrom birthYearTo genderGroup }\n  }\n": types.DefaultRacingCategoriesDocument,
    "\n  mutation CreateRacingEvent($input: RacingEventInput!, $races: [RaceInputObject!]!) {\n    createRacingEvent(input: $input, races: $races) { event { id } }\n  }\n": types.CreateRacingEventDocument,
    "\n  mutation UpdateRacingEvent($id: Int!, $input: RacingEventInput!) {\n    updateRacingEvent(id: $id, input: $input) { event { id } }\n  }\n": types.UpdateRacingEventDocument,
    "\n  mutation UpdateRaces($racingEventId: Int!, $races: [RaceInputObject!]!) {\n    updateRaces(racingEventId: $racingEventId, races: $races) { event { id } }\n  }\n": types.UpdateRacesDocument,
    "\n  mutation ChangeRacingEventState($id: Int!, $state: RacingEventState!) {\n    changeRacingEventState(id: $id, state: $state) { event { id state stateLabel } }\n  }\n": types.ChangeRacingEventStateDocument,
    "\n  mutation SetRacingEventPublication($id: Int!, $status: EventPublicationStatus!) {\n    setRacingEventPublication(id: $id, status: $status) { event { id publicationStatus } }\n  }\n": types.SetRacingEventPublicationDocument,
    "\n  mutation UploadRacingEventDocument($racingEventId: Int!, $kind: EventDocumentKind!, $title: String, $file: Upload!) {\n    uploadRacingEventDocument(racingEventId: $racingEventId, kind: $kind, title: $title, file: $file) { id }\n  }\n": types.UploadRacingEventDocumentDocument,
    "\n  mutation DeleteRacingEventDocument($id: Int!) {\n    deleteRacingEventDocument(id: $id)\n  }\n": types.DeleteRacingEventDocumentDocument,
    "\n  query RacingEvents($filter: RacingEventFilterInput!, $page: Int!, $perPage: Int!) {\n    racingEvents(filter: $filter, page: $page, perPage: $perPage) {\n      totalCount\n      nodes {\n        id name place dateFrom dateTo departmentId departmentName category categoryLabel organiser state stateLabel\n        publicationStatus entryCount timekeepingCompanyName\n      }\n    }\n  }\n": types.RacingEventsDocument,
    "\n  query PublicCalendar($filter: RacingEventFilterInput!, $view: CalendarView!, $page: Int!, $perPage: Int!) {\n    publicCalendar(filter: $filter, view: $view, page: $page, perPage: $perPage) {\n      totalCount\n      nodes {\n        id name place country dateFrom dateTo departmentCode departmentName category categoryLabel organiser regionName\n        state stateLabel dateChange dateChangeLabel hasResults resultsPublishedAt\n      }\n    }\n  }\n": types.PublicCalendarDocument,
    "\n  query RacingEventsForPublication($filter: RacingEventFilterInput!, $page: Int!, $perPage: Int!) {\n    racingEventsForPublication(filter: $filter, page: $page, perPage: $perPage) {\n      totalCount\n      nodes {\n        id name place dateFrom dateTo departmentName categoryLabel organiser state stateLabel publicationStatus publishedAt\n        dateChange dateChangeLabel actions { canPublish }\n      }\n    }\n  }\n": types.RacingEventsForPublicationDocument,
    "\n  query StartLists($racingEventId: Int!) {\n    startLists(racingEventId: $racingEventId) {\n      canManage\n      races {\n        raceId raceName raceDate mode modeLabel firstStart intervalSeconds waveSize publishedAt withoutBib\n        categories { racingCategoryId name starters { order bib memberId firstName lastName birthYear clubName nation startTime wave } }\n      }\n    }\n  }\n": types.StartListsDocument,
    "\n  mutation SaveStartList($input: StartListInput!) {\n    saveStartList(input: $input)\n  }\n": types.SaveStartListDocument,
    "\n  mutation PublishStartList($racingEventId: Int!, $raceId: Int!, $published: Boolean!) {\n    publishStartList(racingEventId: $racingEventId, raceId: $raceId, published: $published)\n  }\n": types.PublishStartListDocument,
    "\n  query RacingEventSuggestions {\n    racingEventSuggestions {\n      id kind departmentId departmentName clubId clubName name place dateFrom dateTo category note state racingEventId createdAt\n    }\n  }\n": types.RacingEventSuggestionsDocument,
    "\n  mutation SuggestRacingEvent($input: RacingEventSuggestionInput!) {\n    suggestRacingEvent(input: $input) { id }\n  }\n": types.SuggestRacingEventDocument,
    "\n  mutation AcceptRacingEventSuggestion($id: Int!, $clubId: Int) {\n    acceptRacingEventSuggestion(id: $id, clubId: $clubId) { event { id } }\n  }\n": types.AcceptRacingEventSuggestionDocument,
    "\n  mutation RejectRacingEventSuggestion($id: Int!) {\n    rejectRacingEventSuggestion(id: $id)\n  }\n": types.RejectRacingEventSuggestionDocument,
    "\n  mutation CreateRanking($departmentId: Int!, $season: Int!, $input: RankingInput!) {\n    createRanking(departmentId: $departmentId, season: $season, input: $input) { id name }\n  }\n": types.CreateRankingDocument,
    "\n  mutation DeleteRankingDocument($id: Int!) {\n    deleteRankingDocument(id: $id)\n  }\n": types.DeleteRankingDocumentDocument,
    "\n  mutation DeleteRanking($id: Int!) {\n    deleteRanking(id: $id)\n  }\n": types.DeleteRankingDocument,
    "\n  query RankingDepartments {\n    departments { id code name }\n  }\n": types.RankingDepartmentsDocument,
    "\n  query RankingStandings($rankingId: Int!, $category: RankingCategory!, $sex: Sex!, $offset: Int!, $limit: Int!) {\n    rankingStandings(rankingId: $rankingId, category: $category, sex: $sex, offset: $offset, limit: $limit) {\n      category sex total downloadUrl\n      rows { position memberId name slug birthYear clubName points pointsValue resultCount countedCount }\n    }\n  }\n": types.RankingStandingsDocument,
    "\n  query Rankings($departmentId: Int!, $season: Int) {\n    rankings(departmentId: $departmentId, season: $season) {\n      departmentId departmentName season seasonLabel canManage\n      seasons { season label }\n      rankings {\n        id departmentId season seasonLabel name rule ruleLabel rating ratingLabel bestResults discipline raceCategories\n        definition published publishedAt source computedAt athleteCount\n      }\n      documents { id title fileName size published createdAt url }\n    }\n  }\n": types.RankingsDocument,
    "\n  mutation SetRankingDocumentPublished($id: Int!, $published: Boolean!) {\n    setRankingDocumentPublished(id: $id, published: $published) { id published }\n  }\n": types.SetRankingDocumentPublishedDocument,
    "\n  mutation SetRankingPublished($id: Int!, $published: Boolean!) {\n    setRankingPublished(id: $id, published: $published) { id published publishedAt }\n  }\n": types.SetRankingPublishedDocument,
    "\n  mutation UpdateRanking($id: Int!, $input: RankingInput!) {\n    updateRanking(id: $id, input: $input) { id name computedAt }\n  }\n": types.UpdateRankingDocument,
    "\n  mutation UploadRankingDocument($departmentId: Int!, $season: Int!, $title: String, $file: Upload!) {\n    uploadRankingDocument(departmentId: $departmentId, season: $season, title: $title, file: $file) { id title }\n  }\n": types.UploadRankingDocumentDocument,
    "\n  query Regions {\n    regions { id code name }\n  }\n": types.RegionsDocument,
    "\n  query MemberRegistrations($clubId: Int!) {\n    memberRegistrations(clubId: $clubId) {\n      id clubId clubName forChild applicantFirstName applicantLastName applicantEmail applicantPhone\n      firstName lastName sexLabel birthDate birthNumber citizenship address email phone\n      consentVersion consentedAt state stateLabel requirements { label state stateLabel }\n      confirmedAt rejectionReason decidedAt memberId registrationNumber createdAt canDecide\n    }\n  }\n": types.MemberRegistrationsDocument,
    "\n  mutation ApproveMemberRegistration($id: Int!) {\n    approveMemberRegistration(id: $id) { id state stateLabel memberId registrationNumber }\n  }\n": types.ApproveMemberRegistrationDocument,
    "\n  mutation RejectMemberRegistration($input: RejectMemberRegistrationInput!) {\n    rejectMemberRegistration(input: $input) { id state stateLabel }\n  }\n": types.RejectMemberRegistrationDocument,
    "\n  query FindMember($input: FindMemberInput!) {\n    findMember(input: $input) { uuid name clubName maskedEmail }\n  }\n": types.FindMemberDocument,
    "\n  mutation ClaimMember($uuid: UUID!, $email: String) {\n    claimMember(uuid: $uuid, email: $email)\n  }\n": types.ClaimMemberDocument,
    "\n  mutation ConfirmMemberClaim($uuid: UUID!, $token: String!) {\n    confirmMemberClaim(uuid: $uuid, token: $token) { state stateLabel memberFirstName registrationNumber email welcomeToken }\n  }\n": types.ConfirmMemberClaimDocument,
    "\n  query MemberClaims($clubId: Int!) {\n    memberClaims(clubId: $clubId) {\n      id memberId firstName lastName birthDate registrationNumber email stateLabel state\n      confirmedAt rejectionReason decidedAt createdAt canDecide\n    }\n  }\n": types.MemberClaimsDocument,
    "\n  mutation ApproveMemberClaim($id: Int!) {\n    approveMemberClaim(id: $id) { id state stateLabel }\n  }\n": types.ApproveMemberClaimDocument,
    "\n  mutation RejectMemberClaim($input: RejectMemberClaimInput!) {\n    rejectMemberClaim(input: $input) { id state stateLabel }\n  }\n": types.RejectMemberClaimDocument,
    "\n  query RegistrationConsent {\n    registrationConsent { version text }\n  }\n": types.RegistrationConsentDocument,
    "\n  query RegistrationClubs($input: PublicClubsInput!) {\n    publicClubs(input: $input) {\n      totalCount\n      nodes { id name municipality }\n    }\n  }\n": types.RegistrationClubsDocument,
    "\n  mutation SubmitMemberRegistration($input: SubmitMemberRegistrationInput!) {\n    submitMemberRegistration(input: $input)\n  }\n": types.SubmitMemberRegistrationDocument,
    "\n  mutation ConfirmMemberRegistration($uuid: UUID!, $token: String!) {\n    confirmMemberRegistration(uuid: $uuid, token: $token) {\n      uuid clubName memberFirstName state stateLabel\n      requirements { label state stateLabel }\n    }\n  }\n": types.ConfirmMemberRegistrationDocument,
    "\n  query RegistrationStatus($uuid: UUID!) {\n    registrationStatus(uuid: $uuid) {\n      uuid clubName memberFirstName state stateLabel\n      requirements { label state stateLabel }\n    }\n  }\n": types.RegistrationStatusDocument,
    "\n  mutation WelcomeSetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.WelcomeSetPasswordDocument,
    "\n  mutation ChangeResultRaceStatus($id: Int!, $status: ResultRaceStatus!) {\n    changeResultRaceStatus(id: $id, status: $status) {\n      race { id name status statusLabel }\n      nextStatuses\n    }\n  }\n": types.ChangeResultRaceStatusDocument,
    "\n  mutation DeleteResultRace($id: Int!) {\n    deleteResultRace(id: $id)\n  }\n": types.DeleteResultRaceDocument,
    "\n  query EventResults($racingEventId: Int!) {\n    eventResults(racingEventId: $racingEventId) {\n      racingEventId\n      races {\n        id racingEventId raceId raceName name sector discipline genderGroup raceDate place category codex birthYearFrom\n        birthYearTo runCount status statusLabel rowCount pairedCount suggestionCount updatedAt xlsxUrl pdfUrl nextStatuses canDelete\n        replacesResultRaceId\n      }\n      imports {\n        id racingEventId fileName format state progress totalRows processedRows raceCount createdAt finishedAt error\n      }\n      actions { canImport canManage canSeeWork }\n      xlsxUrl\n    }\n  }\n": types.EventResultsDocument,
    "\n  mutation MatchResultFile($file: Upload!) {\n    matchResultFile(file: $file) {\n      fileName format races rows dates places\n      candidates { racingEventId name place dateFrom dateTo score }\n      chosenEventId error\n    }\n  }\n": types.MatchResultFileDocument,
    "\n  query MemberResultStats($memberId: Int!) {\n    memberResultStats(memberId: $memberId) {\n      seasonName discipline starts ranked wins podiums topTens bestRank bestFisPoints unranked\n    }\n  }\n": types.MemberResultStatsDocument,
    "\n  query MemberResults($memberId: Int!) {\n    memberResults(memberId: $memberId) {\n      racingEventId eventName resultRaceId resultRaceName raceDate place discipline seasonName rank bib totalTime\n      difference fisPoints racePoints status statusLabel rowCount\n    }\n  }\n": types.MemberResultsDocument,
    "\n  mutation PairResultRow($resultRaceId: Int!, $ordinal: Int!, $memberId: Int!) {\n    pairResultRow(resultRaceId: $resultRaceId, ordinal: $ordinal, memberId: $memberId)\n  }\n": types.PairResultRowDocument,
    "\n  mutation RejectPairingSuggestion($resultRaceId: Int!, $ordinal: Int!, $memberId: Int!) {\n    rejectPairingSuggestion(resultRaceId: $resultRaceId, ordinal: $ordinal, memberId: $memberId)\n  }\n": types.RejectPairingSuggestionDocument,
    "\n  mutation UnpairResultRow($resultRaceId: Int!, $ordinal: Int!) {\n    unpairResultRow(resultRaceId: $resultRaceId, ordinal: $ordinal)\n  }\n": types.UnpairResultRowDocument,
    "\n  query PairingSuggestions($input: PairingSuggestionsInput!) {\n    pairingSuggestions(input: $input) {\n      racingEventId eventName resultRaceId resultRaceName ordinal rowName rowBirthYear rowClub rowRank\n      memberId memberName memberBirthYear memberClub score\n    }\n  }\n": types.PairingSuggestionsDocument,
    "\n  query ResultImport($id: Int!) {\n    resultImport(id: $id) {\n      id racingEventId raceId fileName format state progress totalRows processedRows raceCount\n      counts { key label count }\n      problems error createdAt finishedAt\n    }\n  }\n": types.ResultImportDocument,
    "\n  query ResultRace($id: Int!) {\n    resultRace(id: $id) {\n      eventName\n      race {\n        id racingEventId raceId raceName name sector discipline genderGroup raceDate place category codex birthYearFrom\n        birthYearTo runCount penalty status statusLabel rowCount pairedCount suggestionCount updatedAt xlsxUrl\n      }\n      rows {\n        ordinal rank bib fisCode lastName firstName nation club clubCode birthYear sex\n        runs { number jump time status distance points }\n        totalTime difference fisPoints racePoints score status statusLabel memberId memberName pairing suggestionCount\n      }\n      actions { canImport canManage canSeeWork }\n      nextStatuses\n    }\n  }\n": types.ResultRaceDocument,
    "\n  query ResultsEvent($id: Int!) {\n    racingEvent(id: $id) {\n      event { id name dateFrom dateTo place departmentName categoryLabel }\n      races { id name raceDate disciplineName }\n    }\n  }\n": types.ResultsEventDocument,
    "\n  mutation UpdateResultRace($id: Int!, $input: ResultRaceDetailsInput!) {\n    updateResultRace(id: $id, input: $input) {\n      race {\n        id racingEventId raceId raceName name discipline genderGroup raceDate place category birthYearFrom birthYearTo\n        status statusLabel rowCount updatedAt\n      }\n    }\n  }\n": types.UpdateResultRaceDocument,
    "\n  mutation UploadResults($input: UploadResultsInput!, $file: Upload!) {\n    uploadResults(input: $input, file: $file) {\n      id racingEventId raceId fileName format state progress totalRows processedRows raceCount\n      counts { key label count }\n      problems error createdAt finishedAt\n    }\n  }\n": types.UploadResultsDocument,
    "\n  mutation ExtendMemberRoles($input: ExtendMemberRolesInput!) {\n    extendMemberRoles(input: $input) { id validTo }\n  }\n": types.ExtendMemberRolesDocument,
    "\n  query RoleDepartments {\n    departments { id code name }\n  }\n": types.RoleDepartmentsDocument,
    "\n  query RoleHolders($kind: MemberRoleKind!, $departmentId: Int, $filter: RoleHoldersFilter, $page: Int!, $perPage: Int!) {\n    roleHolders(kind: $kind, departmentId: $departmentId, filter: $filter, page: $page, perPage: $perPage) {\n      kind kindLabel totalCount page perPage exportUrl canExtend\n      department { id code name }\n      qualifications { value label }\n      nodes {\n        id memberId registrationNumber firstName lastName birthYear clubId clubName\n        qualification qualificationLabel validFrom validTo licenceNumber course valid\n      }\n    }\n  }\n": types.RoleHoldersDocument,
    "\n  query RoleOverview {\n    roleOverview { department { id code name } kind kindLabel valid expiring }\n  }\n": types.RoleOverviewDocument,
    "\n  mutation AddSportCenterMember($input: AddSportCenterMemberInput!) {\n    addSportCenterMember(input: $input) { id memberId firstName lastName roleLabel validFrom validTo }\n  }\n": types.AddSportCenterMemberDocument,
    "\n  mutation EndSportCenterMember($input: EndSportCenterMemberInput!) {\n    endSportCenterMember(input: $input) { id validTo current }\n  }\n": types.EndSportCenterMemberDocument,
    "\n  mutation RemoveSportCenterMember($id: Int!) {\n    removeSportCenterMember(id: $id)\n  }\n": types.RemoveSportCenterMemberDocument,
    "\n  query RepresentationDepartments {\n    departments { id code name }\n  }\n": types.RepresentationDepartmentsDocument,
    "\n  query Representation($departmentId: Int!) {\n    representation(departmentId: $departmentId) {\n      evidenceSeason { id year name }\n      department { id code name }\n      teams {\n        sportCenterId name\n        athletes { memberId slug firstName lastName birthYear clubId clubName clubSlug hasPublicPhoto }\n        coaches { memberId slug firstName lastName birthYear clubId clubName clubSlug hasPublicPhoto }\n      }\n    }\n  }\n": types.RepresentationDocument,
    "\n  query SportCenterChoices {\n    evidenceSeasons { id year name validFrom validTo }\n    departments { id name }\n  }\n": types.SportCenterChoicesDocument,
    "\n  query SportCenter($id: Int!) {\n    sportCenterDetail(id: $id) {\n      center { id name organisationType organisationTypeLabel departmentId departmentName regionId regionName athletes coaches canWrite }\n      evidenceSeason { id year name validFrom validTo }\n      members {\n        id memberId registrationNumber firstName lastName birthYear clubName role roleLabel validFrom validTo current\n        history { sportCenterId centerName organisationTypeLabel evidenceSeasonName departmentName roleLabel validFrom validTo }\n      }\n      exportUrl\n    }\n  }\n": types.SportCenterDocument,
    "\n  query SportCenterOverview($evidenceSeasonId: Int, $departmentId: Int) {\n    sportCenterOverview(evidenceSeasonId: $evidenceSeasonId, departmentId: $departmentId) {\n      evidenceSeason { id year name validFrom validTo }\n      centers { id name organisationType organisationTypeLabel departmentId departmentName regionId regionName athletes coaches canWrite }\n      byType { organisationType label centers athletes coaches }\n    }\n  }\n": types.SportCenterOverviewDocument,
    "\n  query Statistics($input: StatisticsInput!) {\n    statistics(input: $input) {\n      year previousYear kind definition keyDate takenAt finalSnapshot measures downloadUrl canTakeSnapshot\n      rows { id name code values previous male female changePercent }\n      total { id name code values previous male female changePercent }\n      ages { age male female }\n    }\n  }\n": types.StatisticsDocument,
    "\n  query StatisticsSeasons {\n    statisticsSeasons\n    departments { id code name }\n  }\n": types.StatisticsSeasonsDocument,
    "\n  mutation TakeStatisticsSnapshot($year: Int!) {\n    takeStatisticsSnapshot(year: $year)\n  }\n": types.TakeStatisticsSnapshotDocument,
    "\n  query TimekeepingCompanyList {\n    timekeepingCompanies { id name ico email phone web contactPerson eventCount accountCount access }\n  }\n": types.TimekeepingCompanyListDocument,
    "\n  query TimekeepingCompany($id: Int!) {\n    timekeepingCompany(id: $id) { id name ico email phone web contactPerson note eventCount accountCount access }\n  }\n": types.TimekeepingCompanyDocument,
    "\n  mutation CreateTimekeepingCompany($input: TimekeepingCompanyInput!) {\n    createTimekeepingCompany(input: $input) { id }\n  }\n": types.CreateTimekeepingCompanyDocument,
    "\n  mutation UpdateTimekeepingCompany($id: Int!, $input: TimekeepingCompanyInput!) {\n    updateTimekeepingCompany(id: $id, input: $input) { id }\n  }\n": types.UpdateTimekeepingCompanyDocument,
    "\n  mutation ChangeTransfer($input: ChangeTransferInput!) {\n    changeTransfer(input: $input) { id state stateLabel }\n  }\n": types.ChangeTransferDocument,
    "\n  mutation RequestTransfer($input: RequestTransferInput!) {\n    requestTransfer(input: $input) { id memberName toClubName fromClubName state stateLabel }\n  }\n": types.RequestTransferDocument,
    "\n  query TransferCandidate($registrationNumber: Int!) {\n    transferCandidate(registrationNumber: $registrationNumber) { memberId registrationNumber memberName birthYear clubId clubName }\n  }\n": types.TransferCandidateDocument,
    "\n  query TransferChoices {\n    clubs(input: { perPage: 500, sort: [{ field: NAME, direction: ASC }], filter: { state: ACTIVE } }) {\n      nodes { id name code access departments { id name } }\n    }\n    departments { id name }\n    seasons { id name }\n  }\n": types.TransferChoicesDocument,
    "\n  query Transfers($input: TransfersInput!) {\n    transfers(input: $input) {\n      page perPage hasMore canRequest\n      items {\n        id kind kindLabel state stateLabel memberId registrationNumber memberName birthYear\n        fromClubId fromClubName toClubId toClubName departmentId departmentName validFrom validTo\n        note reason endedDepartmentIds endedDepartmentNames createdAt actions\n        history { state stateLabel at note actorName }\n      }\n    }\n  }\n": types.TransfersDocument,
    "\n  mutation InviteStaff($input: InviteUserInput!) {\n    inviteUser(input: $input)\n  }\n": types.InviteStaffDocument,
    "\n  query TimekeepingCompanies {\n    timekeepingCompanies { id name }\n  }\n": types.TimekeepingCompaniesDocument,
    "\n  query InvitableClubs {\n    clubs(input: { perPage: 500, filter: { state: ACTIVE } }) { nodes { id name code } }\n  }\n": types.InvitableClubsDocument,
    "\n  query Users($input: UsersInput!) {\n    users(input: $input) { page perPage hasMore canInviteStaff items {\n      id firstName lastName email active hasPassword lastLoginAt createdAt\n      identities { id identityType role clubId memberId permissions createdAt canRevoke }\n    } }\n  }\n": types.UsersDocument,
    "\n  query UserDetail($id: Int!) {\n    user(id: $id) { canBlock user {\n      id firstName lastName email active hasPassword lastLoginAt createdAt\n      identities { id identityType role clubId memberId permissions createdAt canRevoke }\n    } }\n  }\n": types.UserDetailDocument,
    "\n  query UserInvitations {\n    userInvitations { id email firstName lastName identityType role permissions createdAt expiresAt expired invitedBy canChange }\n  }\n": types.UserInvitationsDocument,
    "\n  mutation ResendInvitation($id: Int!) { resendInvitation(id: $id) { id expiresAt } }\n": types.ResendInvitationDocument,
    "\n  mutation RevokeInvitation($id: Int!) { revokeInvitation(id: $id) { id } }\n": types.RevokeInvitationDocument,
    "\n  mutation SetAccountBlocked($id: Int!, $blocked: Boolean!) { setAccountBlocked(id: $id, blocked: $blocked) { canBlock user { id active } } }\n": types.SetAccountBlockedDocument,
    "\n  mutation RevokeIdentity($id: Int!) { revokeIdentity(id: $id) }\n": types.RevokeIdentityDocument,
    "\n  query WorkspaceOverview {\n    workspaceOverview {\n      counts { item label count capped }\n      resultWork { racingEventId name dateFrom dateTo unsignedRaces publishedRaces lastUploadAt lastUploadFailed }\n      entryDeadlines { racingEventId name place dateFrom dateTo registrationDeadline departmentName clubEntries }\n      ownEntries { raceEntryId racingEventId eventName place dateFrom dateTo raceName categoryName bib state }\n      evidenceSeasonName\n    }\n  }\n": types.WorkspaceOverviewDocument,
    "\n  query GlobalSearch($text: String!) {\n    globalSearch(text: $text) {\n      members { id registrationNumber firstName lastName birthYear clubName }\n      moreMembers\n      clubs { id code name regionName }\n      moreClubs\n      events { id name place dateFrom dateTo }\n      moreEvents\n    }\n  }\n": types.GlobalSearchDocument,
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
export function graphql(source: "\n  query Invitation($token: String!) {\n    invitation(token: $token) { email firstName lastName role existingAccount }\n  }\n"): (typeof documents)["\n  query Invitation($token: String!) {\n    invitation(token: $token) { email firstName lastName role existingAccount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptInvitation($input: AcceptInvitationInput!) {\n    acceptInvitation(input: $input)\n  }\n"): (typeof documents)["\n  mutation AcceptInvitation($input: AcceptInvitationInput!) {\n    acceptInvitation(input: $input)\n  }\n"];
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
export function graphql(source: "\n  query Me {\n    me {\n      account { id email firstName lastName }\n      activeIdentity { identityType identityId name landingPage permissions memberId }\n      identities { identityType identityId name landingPage }\n      sessionExpiresAt\n      actions {\n        canListMembers canCreateMembers canCreateMembersWithoutClub canListClubs canCreateClubs canReadClubRequests canInviteUsers canListUsers\n        canManageCodebooks canCleanData hasOwnProfile\n        canListEvents canCreateEvents canPublishEvents canSuggestEvents canListTimekeepers canCreateTimekeepers canListOrders\n        canListTransfers canRequestTransfers canListRoles canListSportCenters canReadStatistics\n      }\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      account { id email firstName lastName }\n      activeIdentity { identityType identityId name landingPage permissions memberId }\n      identities { identityType identityId name landingPage }\n      sessionExpiresAt\n      actions {\n        canListMembers canCreateMembers canCreateMembersWithoutClub canListClubs canCreateClubs canReadClubRequests canInviteUsers canListUsers\n        canManageCodebooks canCleanData hasOwnProfile\n        canListEvents canCreateEvents canPublishEvents canSuggestEvents canListTimekeepers canCreateTimekeepers canListOrders\n        canListTransfers canRequestTransfers canListRoles canListSportCenters canReadStatistics\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationSettings {\n    notificationSettings { kind label description enabled }\n  }\n"): (typeof documents)["\n  query NotificationSettings {\n    notificationSettings { kind label description enabled }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetNotification($kind: NotificationKind!, $enabled: Boolean!) {\n    setNotification(kind: $kind, enabled: $enabled) { kind label description enabled }\n  }\n"): (typeof documents)["\n  mutation SetNotification($kind: NotificationKind!, $enabled: Boolean!) {\n    setNotification(kind: $kind, enabled: $enabled) { kind label description enabled }\n  }\n"];
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
export function graphql(source: "\n  mutation ApproveBranchRequest($input: ApproveBranchRequestInput!) {\n    approveBranchRequest(input: $input) { id state stateLabel clubId clubCode }\n  }\n"): (typeof documents)["\n  mutation ApproveBranchRequest($input: ApproveBranchRequestInput!) {\n    approveBranchRequest(input: $input) { id state stateLabel clubId clubCode }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BranchConsent {\n    branchConsent { version text }\n  }\n"): (typeof documents)["\n  query BranchConsent {\n    branchConsent { version text }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BranchRequests($state: BranchRequestState) {\n    branchRequests(state: $state) {\n      id name ico street municipality postcode regionName departmentNames email phone web\n      chairFirstName chairLastName chairEmail chairPhone expectedMembers instructorCount activities\n      consentVersion consentedAt state stateLabel confirmedAt rejectionReason decidedAt clubId clubCode\n      createdAt canDecide\n    }\n  }\n"): (typeof documents)["\n  query BranchRequests($state: BranchRequestState) {\n    branchRequests(state: $state) {\n      id name ico street municipality postcode regionName departmentNames email phone web\n      chairFirstName chairLastName chairEmail chairPhone expectedMembers instructorCount activities\n      consentVersion consentedAt state stateLabel confirmedAt rejectionReason decidedAt clubId clubCode\n      createdAt canDecide\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmBranchRequest($token: String!) {\n    confirmBranchRequest(token: $token)\n  }\n"): (typeof documents)["\n  mutation ConfirmBranchRequest($token: String!) {\n    confirmBranchRequest(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectBranchRequest($input: RejectBranchRequestInput!) {\n    rejectBranchRequest(input: $input) { id state stateLabel rejectionReason }\n  }\n"): (typeof documents)["\n  mutation RejectBranchRequest($input: RejectBranchRequestInput!) {\n    rejectBranchRequest(input: $input) { id state stateLabel rejectionReason }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitBranchRequest($input: SubmitBranchRequestInput!) {\n    submitBranchRequest(input: $input)\n  }\n"): (typeof documents)["\n  mutation SubmitBranchRequest($input: SubmitBranchRequestInput!) {\n    submitBranchRequest(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddressPointSuggestions($text: String!) {\n    addressPointSuggestions(text: $text) { code text }\n  }\n"): (typeof documents)["\n  query AddressPointSuggestions($text: String!) {\n    addressPointSuggestions(text: $text) { code text }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BirthNumberProblems($input: WorklistInput!) {\n    birthNumberProblems(input: $input) {\n      totalCount\n      nodes { memberId registrationNumber firstName lastName birthNumber birthDate sex clubName reason checkedAt }\n    }\n  }\n"): (typeof documents)["\n  query BirthNumberProblems($input: WorklistInput!) {\n    birthNumberProblems(input: $input) {\n      totalCount\n      nodes { memberId registrationNumber firstName lastName birthNumber birthDate sex clubName reason checkedAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckBirthNumbers {\n    checkBirthNumbers\n  }\n"): (typeof documents)["\n  mutation CheckBirthNumbers {\n    checkBirthNumbers\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CleanupOverview {\n    cleanupOverview { nicknames birthNumberProblems unresolvedAddresses possibleDuplicates pairingSuggestionRows }\n  }\n"): (typeof documents)["\n  query CleanupOverview {\n    cleanupOverview { nicknames birthNumberProblems unresolvedAddresses possibleDuplicates pairingSuggestionRows }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptFisPairing($memberId: Int!, $fisCode: String!) {\n    acceptFisPairing(memberId: $memberId, fisCode: $fisCode)\n  }\n"): (typeof documents)["\n  mutation AcceptFisPairing($memberId: Int!, $fisCode: String!) {\n    acceptFisPairing(memberId: $memberId, fisCode: $fisCode)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectFisPairing($memberId: Int!, $fisCode: String!) {\n    rejectFisPairing(memberId: $memberId, fisCode: $fisCode)\n  }\n"): (typeof documents)["\n  mutation RejectFisPairing($memberId: Int!, $fisCode: String!) {\n    rejectFisPairing(memberId: $memberId, fisCode: $fisCode)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FisPairingProposals {\n    fisPairingProposals {\n      totalCount\n      nodes { memberId memberName memberBirthDate memberClub fisCode athleteName athleteBirthYear athleteClub listName score }\n    }\n  }\n"): (typeof documents)["\n  query FisPairingProposals {\n    fisPairingProposals {\n      totalCount\n      nodes { memberId memberName memberBirthDate memberClub fisCode athleteName athleteBirthYear athleteClub listName score }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FisPointsLists {\n    fisPointsLists { id sector listKey name calculatedOn fileName athletes loadedAt }\n  }\n"): (typeof documents)["\n  query FisPointsLists {\n    fisPointsLists { id sector listKey name calculatedOn fileName athletes loadedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FisProposalCount {\n    fisPairingProposals { totalCount }\n  }\n"): (typeof documents)["\n  query FisProposalCount {\n    fisPairingProposals { totalCount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FixBirthNumber($input: FixBirthNumberInput!) {\n    fixBirthNumber(input: $input)\n  }\n"): (typeof documents)["\n  mutation FixBirthNumber($input: FixBirthNumberInput!) {\n    fixBirthNumber(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MergeMembers($input: MergeMembersInput!) {\n    mergeMembers(input: $input)\n  }\n"): (typeof documents)["\n  mutation MergeMembers($input: MergeMembersInput!) {\n    mergeMembers(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PossibleDuplicates($input: WorklistInput!) {\n    possibleDuplicates(input: $input) {\n      totalCount\n      nodes {\n        first { memberId registrationNumber firstName lastName birthDate birthNumber clubName createdAt }\n        second { memberId registrationNumber firstName lastName birthDate birthNumber clubName createdAt }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PossibleDuplicates($input: WorklistInput!) {\n    possibleDuplicates(input: $input) {\n      totalCount\n      nodes {\n        first { memberId registrationNumber firstName lastName birthDate birthNumber clubName createdAt }\n        second { memberId registrationNumber firstName lastName birthDate birthNumber clubName createdAt }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolveUnresolvedAddress($input: ResolveUnresolvedAddressInput!) {\n    resolveUnresolvedAddress(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResolveUnresolvedAddress($input: ResolveUnresolvedAddressInput!) {\n    resolveUnresolvedAddress(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnresolvedAddress($id: Int!) {\n    unresolvedAddress(id: $id) {\n      address { id text members importRows }\n      suggestions { code text }\n    }\n  }\n"): (typeof documents)["\n  query UnresolvedAddress($id: Int!) {\n    unresolvedAddress(id: $id) {\n      address { id text members importRows }\n      suggestions { code text }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnresolvedAddresses($input: WorklistInput!) {\n    unresolvedAddresses(input: $input) {\n      totalCount\n      nodes { id text members importRows createdAt }\n    }\n  }\n"): (typeof documents)["\n  query UnresolvedAddresses($input: WorklistInput!) {\n    unresolvedAddresses(input: $input) {\n      totalCount\n      nodes { id text members importRows createdAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadFisPointsList($file: Upload!) {\n    uploadFisPointsList(file: $file) { fileName sector listKey listName athletes newList added proposals }\n  }\n"): (typeof documents)["\n  mutation UploadFisPointsList($file: Upload!) {\n    uploadFisPointsList(file: $file) { fileName sector listKey listName athletes newList added proposals }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubContacts($clubId: Int!) {\n    clubContacts(clubId: $clubId) { id role roleLabel memberId fullName email phone }\n  }\n"): (typeof documents)["\n  query ClubContacts($clubId: Int!) {\n    clubContacts(clubId: $clubId) { id role roleLabel memberId fullName email phone }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubContact($id: Int!) {\n    clubContact(id: $id) { id clubId role roleLabel memberId fullName email phone }\n  }\n"): (typeof documents)["\n  query ClubContact($id: Int!) {\n    clubContact(id: $id) { id clubId role roleLabel memberId fullName email phone }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateClubContact($input: CreateClubContactInput!) {\n    createClubContact(input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation CreateClubContact($input: CreateClubContactInput!) {\n    createClubContact(input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClubContact($input: UpdateClubContactInput!) {\n    updateClubContact(input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation UpdateClubContact($input: UpdateClubContactInput!) {\n    updateClubContact(input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteClubContact($id: Int!) {\n    deleteClubContact(id: $id) { id }\n  }\n"): (typeof documents)["\n  mutation DeleteClubContact($id: Int!) {\n    deleteClubContact(id: $id) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubManagers($clubId: Int!) {\n    clubManagers(clubId: $clubId) {\n      canManage\n      managers { identityId email firstName lastName permissions }\n      invitations { id email firstName lastName permissions expiresAt }\n    }\n  }\n"): (typeof documents)["\n  query ClubManagers($clubId: Int!) {\n    clubManagers(clubId: $clubId) {\n      canManage\n      managers { identityId email firstName lastName permissions }\n      invitations { id email firstName lastName permissions expiresAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteUser($input: InviteUserInput!) {\n    inviteUser(input: $input)\n  }\n"): (typeof documents)["\n  mutation InviteUser($input: InviteUserInput!) {\n    inviteUser(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateManagerPermissions($input: UpdateManagerPermissionsInput!) {\n    updateManagerPermissions(input: $input) { identityId permissions }\n  }\n"): (typeof documents)["\n  mutation UpdateManagerPermissions($input: UpdateManagerPermissionsInput!) {\n    updateManagerPermissions(input: $input) { identityId permissions }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeManager($identityId: Int!) {\n    revokeManager(identityId: $identityId) { identityId }\n  }\n"): (typeof documents)["\n  mutation RevokeManager($identityId: Int!) {\n    revokeManager(identityId: $identityId) { identityId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitClubRequest($input: SubmitClubRequestInput!) {\n    submitClubRequest(input: $input)\n  }\n"): (typeof documents)["\n  mutation SubmitClubRequest($input: SubmitClubRequestInput!) {\n    submitClubRequest(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubRequests {\n    clubRequests {\n      id name legalFormLabel ico street municipality postcode regionName departmentNames email phone web\n      contactFirstName contactLastName contactEmail contactPhone state stateLabel rejectionReason\n      decidedAt clubId createdAt canDecide\n    }\n  }\n"): (typeof documents)["\n  query ClubRequests {\n    clubRequests {\n      id name legalFormLabel ico street municipality postcode regionName departmentNames email phone web\n      contactFirstName contactLastName contactEmail contactPhone state stateLabel rejectionReason\n      decidedAt clubId createdAt canDecide\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveClubRequest($input: ApproveClubRequestInput!) {\n    approveClubRequest(input: $input) { id stateLabel clubId }\n  }\n"): (typeof documents)["\n  mutation ApproveClubRequest($input: ApproveClubRequestInput!) {\n    approveClubRequest(input: $input) { id stateLabel clubId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectClubRequest($input: RejectClubRequestInput!) {\n    rejectClubRequest(input: $input) { id stateLabel }\n  }\n"): (typeof documents)["\n  mutation RejectClubRequest($input: RejectClubRequestInput!) {\n    rejectClubRequest(input: $input) { id stateLabel }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubStatistics($clubId: Int!) {\n    clubStatistics(clubId: $clubId) { total ageGroups { ageGroup label male female total } }\n  }\n"): (typeof documents)["\n  query ClubStatistics($clubId: Int!) {\n    clubStatistics(clubId: $clubId) { total ageGroups { ageGroup label male female total } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubOwnRequests($clubId: Int!) {\n    clubOwnRequests(clubId: $clubId) {\n      id name ico stateLabel createdAt decidedAt contactFirstName contactLastName contactEmail departmentNames\n    }\n  }\n"): (typeof documents)["\n  query ClubOwnRequests($clubId: Int!) {\n    clubOwnRequests(clubId: $clubId) {\n      id name ico stateLabel createdAt decidedAt contactFirstName contactLastName contactEmail departmentNames\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Clubs($input: ClubsInput!) {\n    clubs(input: $input) {\n      totalCount\n      actions { canCreate exportUrl nsaExportUrl }\n      nodes { id code name shortName municipality regionName memberCount stateLabel state departments { id code name } }\n    }\n  }\n"): (typeof documents)["\n  query Clubs($input: ClubsInput!) {\n    clubs(input: $input) {\n      totalCount\n      actions { canCreate exportUrl nsaExportUrl }\n      nodes { id code name shortName municipality regionName memberCount stateLabel state departments { id code name } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Club($id: Int!) {\n    club(id: $id) {\n      id code name shortName ico legalForm legalFormLabel street municipality postcode regionId regionName\n      email phone web bankAccount state stateLabel foundedOn endedOn memberCount access reservedFields\n      departments { id code name }\n    }\n  }\n"): (typeof documents)["\n  query Club($id: Int!) {\n    club(id: $id) {\n      id code name shortName ico legalForm legalFormLabel street municipality postcode regionId regionName\n      email phone web bankAccount state stateLabel foundedOn endedOn memberCount access reservedFields\n      departments { id code name }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateClub($input: ClubInput!) {\n    createClub(input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation CreateClub($input: ClubInput!) {\n    createClub(input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClub($input: UpdateClubInput!) {\n    updateClub(input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation UpdateClub($input: UpdateClubInput!) {\n    updateClub(input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HostedMembers($clubId: Int!) {\n    transfers(input: { page: 1, perPage: 200, filter: { toClubId: $clubId, kind: HOSTING, state: APPROVED } }) {\n      hasMore\n      items { id memberId registrationNumber memberName birthYear fromClubName toClubId departmentName validFrom validTo }\n    }\n  }\n"): (typeof documents)["\n  query HostedMembers($clubId: Int!) {\n    transfers(input: { page: 1, perPage: 200, filter: { toClubId: $clubId, kind: HOSTING, state: APPROVED } }) {\n      hasMore\n      items { id memberId registrationNumber memberName birthYear fromClubName toClubId departmentName validFrom validTo }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicClubs($input: PublicClubsInput!) {\n    publicClubs(input: $input) {\n      totalCount\n      nodes { id name shortName slug municipality regionName departmentNames memberCount }\n    }\n  }\n"): (typeof documents)["\n  query PublicClubs($input: PublicClubsInput!) {\n    publicClubs(input: $input) {\n      totalCount\n      nodes { id name shortName slug municipality regionName departmentNames memberCount }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicClub($id: Int!) {\n    publicClub(id: $id) {\n      club { id code name shortName slug municipality regionName email phone web departmentNames memberCount stateLabel }\n      contacts { roleLabel fullName }\n      members { id firstName lastName birthYear }\n    }\n  }\n"): (typeof documents)["\n  query PublicClub($id: Int!) {\n    publicClub(id: $id) {\n      club { id code name shortName slug municipality regionName email phone web departmentNames memberCount stateLabel }\n      contacts { roleLabel fullName }\n      members { id firstName lastName birthYear }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentArticle($id: Int!) {\n    article(id: $id) {\n      id title slug perex author body active publishedAt isPublic url parentId parentTitle updatedAt\n      mainImage { id width height src srcSet }\n      seoTitle seoDescription ogTitle ogDescription\n      ogImage { id width height src srcSet }\n      children { id title }\n    }\n  }\n"): (typeof documents)["\n  query ContentArticle($id: Int!) {\n    article(id: $id) {\n      id title slug perex author body active publishedAt isPublic url parentId parentTitle updatedAt\n      mainImage { id width height src srcSet }\n      seoTitle seoDescription ogTitle ogDescription\n      ogImage { id width height src srcSet }\n      children { id title }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentArticles($search: String, $page: Int!) {\n    articles(search: $search, page: $page) {\n      items { id title slug author active publishedAt isPublic url parentId parentTitle updatedAt }\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query ContentArticles($search: String, $page: Int!) {\n    articles(search: $search, page: $page) {\n      items { id title slug author active publishedAt isPublic url parentId parentTitle updatedAt }\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadContentImage($file: Upload!) {\n    uploadContentImage(file: $file) { id width height src srcSet }\n  }\n"): (typeof documents)["\n  mutation UploadContentImage($file: Upload!) {\n    uploadContentImage(file: $file) { id width height src srcSet }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentPage($id: Int!) {\n    contentPage(id: $id) {\n      id title slug active url updatedAt\n      seoTitle seoDescription ogTitle ogDescription\n      ogImage { id width height src srcSet }\n      sections {\n        kind title subtitle text\n        features { name image { id width height src srcSet } }\n        people { name description text phone image { id width height src srcSet } }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContentPage($id: Int!) {\n    contentPage(id: $id) {\n      id title slug active url updatedAt\n      seoTitle seoDescription ogTitle ogDescription\n      ogImage { id width height src srcSet }\n      sections {\n        kind title subtitle text\n        features { name image { id width height src srcSet } }\n        people { name description text phone image { id width height src srcSet } }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentPages {\n    contentPages { id title slug active url updatedAt }\n  }\n"): (typeof documents)["\n  query ContentPages {\n    contentPages { id title slug active url updatedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteArticle($id: Int!) {\n    deleteArticle(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteArticle($id: Int!) {\n    deleteArticle(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteContentPage($id: Int!) {\n    deleteContentPage(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteContentPage($id: Int!) {\n    deleteContentPage(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RichTextPreview($text: String!) {\n    richTextPreview(text: $text)\n  }\n"): (typeof documents)["\n  query RichTextPreview($text: String!) {\n    richTextPreview(text: $text)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateArticle($input: ArticleInput!) {\n    createArticle(input: $input) { id title }\n  }\n"): (typeof documents)["\n  mutation CreateArticle($input: ArticleInput!) {\n    createArticle(input: $input) { id title }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateArticle($id: Int!, $input: ArticleInput!) {\n    updateArticle(id: $id, input: $input) { id title }\n  }\n"): (typeof documents)["\n  mutation UpdateArticle($id: Int!, $input: ArticleInput!) {\n    updateArticle(id: $id, input: $input) { id title }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateContentPage($input: ContentPageInput!) {\n    createContentPage(input: $input) { id title }\n  }\n"): (typeof documents)["\n  mutation CreateContentPage($input: ContentPageInput!) {\n    createContentPage(input: $input) { id title }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateContentPage($id: Int!, $input: ContentPageInput!) {\n    updateContentPage(id: $id, input: $input) { id title }\n  }\n"): (typeof documents)["\n  mutation UpdateContentPage($id: Int!, $input: ContentPageInput!) {\n    updateContentPage(id: $id, input: $input) { id title }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicArticle($slug: String!) {\n    publicArticle(slug: $slug) {\n      id title slug perex author publishedAt url bodyHtml\n      seoTitle seoDescription ogTitle ogDescription ogImage { id width height src srcSet }\n      mainImage { id width height src srcSet }\n      children { id title slug perex publishedAt url }\n    }\n  }\n"): (typeof documents)["\n  query PublicArticle($slug: String!) {\n    publicArticle(slug: $slug) {\n      id title slug perex author publishedAt url bodyHtml\n      seoTitle seoDescription ogTitle ogDescription ogImage { id width height src srcSet }\n      mainImage { id width height src srcSet }\n      children { id title slug perex publishedAt url }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicArticles($page: Int!, $perPage: Int!) {\n    publicArticles(page: $page, perPage: $perPage) {\n      items { id title slug perex author publishedAt url mainImage { id width height src srcSet } }\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query PublicArticles($page: Int!, $perPage: Int!) {\n    publicArticles(page: $page, perPage: $perPage) {\n      items { id title slug perex author publishedAt url mainImage { id width height src srcSet } }\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicContentPage($slug: String!) {\n    publicContentPage(slug: $slug) {\n      id title slug url\n      seoTitle seoDescription ogTitle ogDescription ogImage { id width height src srcSet }\n      sections {\n        kind title subtitle html\n        features { name image { id width height src srcSet } }\n        people { name description text phone image { id width height src srcSet } }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicContentPage($slug: String!) {\n    publicContentPage(slug: $slug) {\n      id title slug url\n      seoTitle seoDescription ogTitle ogDescription ogImage { id width height src srcSet }\n      sections {\n        kind title subtitle html\n        features { name image { id width height src srcSet } }\n        people { name description text phone image { id width height src srcSet } }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeFeedback($id: Int!, $status: FeedbackStatus, $comment: String) {\n    changeFeedback(id: $id, status: $status, comment: $comment) {\n      feedback { id status statusLabel }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeFeedback($id: Int!, $status: FeedbackStatus, $comment: String) {\n    changeFeedback(id: $id, status: $status, comment: $comment) {\n      feedback { id status statusLabel }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteReleaseNote($id: Int!) {\n    deleteReleaseNote(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteReleaseNote($id: Int!) {\n    deleteReleaseNote(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedbackList($filter: FeedbackListFilter!) {\n    feedbackList(filter: $filter) {\n      items { id kind kindLabel status statusLabel text reporterName reportedAs createdAt }\n      nextBeforeId\n      allReports\n    }\n  }\n"): (typeof documents)["\n  query FeedbackList($filter: FeedbackListFilter!) {\n    feedbackList(filter: $filter) {\n      items { id kind kindLabel status statusLabel text reporterName reportedAs createdAt }\n      nextBeforeId\n      allReports\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Feedback($id: Int!) {\n    feedback(id: $id) {\n      feedback {\n        id kind kindLabel status statusLabel text page browser reporterName reportedAs screenshotUrl createdAt updatedAt\n      }\n      events { id authorName change comment createdAt }\n      nextStatuses { status label }\n      canComment\n    }\n  }\n"): (typeof documents)["\n  query Feedback($id: Int!) {\n    feedback(id: $id) {\n      feedback {\n        id kind kindLabel status statusLabel text page browser reporterName reportedAs screenshotUrl createdAt updatedAt\n      }\n      events { id authorName change comment createdAt }\n      nextStatuses { status label }\n      canComment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkReleaseNotesRead($upToId: Int) {\n    markReleaseNotesRead(upToId: $upToId)\n  }\n"): (typeof documents)["\n  mutation MarkReleaseNotesRead($upToId: Int) {\n    markReleaseNotesRead(upToId: $upToId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReleaseNotes {\n    releaseNotes {\n      items { id version releasedOn body bodyHtml unread }\n      unreadCount\n      canWrite\n    }\n  }\n"): (typeof documents)["\n  query ReleaseNotes {\n    releaseNotes {\n      items { id version releasedOn body bodyHtml unread }\n      unreadCount\n      canWrite\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportFeedback($input: FeedbackInput!, $file: Upload) {\n    reportFeedback(input: $input, file: $file) { id }\n  }\n"): (typeof documents)["\n  mutation ReportFeedback($input: FeedbackInput!, $file: Upload) {\n    reportFeedback(input: $input, file: $file) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveReleaseNote($id: Int, $input: ReleaseNoteInput!) {\n    saveReleaseNote(id: $id, input: $input) { id version }\n  }\n"): (typeof documents)["\n  mutation SaveReleaseNote($id: Int, $input: ReleaseNoteInput!) {\n    saveReleaseNote(id: $id, input: $input) { id version }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadReleaseNotes {\n    unreadReleaseNotes\n  }\n"): (typeof documents)["\n  query UnreadReleaseNotes {\n    unreadReleaseNotes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicHome {\n    articles: publicArticles(page: 1, perPage: 3) {\n      items { id title slug perex author publishedAt url mainImage { id width height src srcSet } }\n      hasMore\n    }\n    upcoming: publicCalendar(filter: {}, view: UPCOMING, page: 1, perPage: 5) {\n      nodes {\n        id name place country dateFrom dateTo departmentCode departmentName category categoryLabel organiser regionName\n        state stateLabel dateChange dateChangeLabel hasResults resultsPublishedAt\n      }\n    }\n    results: publicCalendar(filter: {}, view: RESULTS, page: 1, perPage: 5) {\n      nodes {\n        id name place country dateFrom dateTo departmentCode departmentName category categoryLabel organiser regionName\n        state stateLabel dateChange dateChangeLabel hasResults resultsPublishedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicHome {\n    articles: publicArticles(page: 1, perPage: 3) {\n      items { id title slug perex author publishedAt url mainImage { id width height src srcSet } }\n      hasMore\n    }\n    upcoming: publicCalendar(filter: {}, view: UPCOMING, page: 1, perPage: 5) {\n      nodes {\n        id name place country dateFrom dateTo departmentCode departmentName category categoryLabel organiser regionName\n        state stateLabel dateChange dateChangeLabel hasResults resultsPublishedAt\n      }\n    }\n    results: publicCalendar(filter: {}, view: RESULTS, page: 1, perPage: 5) {\n      nodes {\n        id name place country dateFrom dateTo departmentCode departmentName category categoryLabel organiser regionName\n        state stateLabel dateChange dateChangeLabel hasResults resultsPublishedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubMemberImports($clubId: Int!) {\n    clubMemberImports(clubId: $clubId) { id fileName state totalRows processedRows createdAt finishedAt }\n  }\n"): (typeof documents)["\n  query ClubMemberImports($clubId: Int!) {\n    clubMemberImports(clubId: $clubId) { id fileName state totalRows processedRows createdAt finishedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmMemberImport($id: Int!) {\n    confirmMemberImport(id: $id) { id state progress processedRows totalRows }\n  }\n"): (typeof documents)["\n  mutation ConfirmMemberImport($id: Int!) {\n    confirmMemberImport(id: $id) { id state progress processedRows totalRows }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DiscardMemberImport($id: Int!) {\n    discardMemberImport(id: $id)\n  }\n"): (typeof documents)["\n  mutation DiscardMemberImport($id: Int!) {\n    discardMemberImport(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberImportRows($input: MemberImportRowsInput!) {\n    memberImportRows(input: $input) {\n      totalCount\n      nodes { line name outcome predicted message detail memberId }\n    }\n  }\n"): (typeof documents)["\n  query MemberImportRows($input: MemberImportRowsInput!) {\n    memberImportRows(input: $input) {\n      totalCount\n      nodes { line name outcome predicted message detail memberId }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberImport($id: Int!) {\n    memberImport(id: $id) {\n      id clubId clubName fileName fileKind encoding layout state progress totalRows processedRows\n      counts { outcome message count }\n      columns { index header field fieldLabel }\n      warnings error createdAt finishedAt skippedRowsUrl\n    }\n  }\n"): (typeof documents)["\n  query MemberImport($id: Int!) {\n    memberImport(id: $id) {\n      id clubId clubName fileName fileKind encoding layout state progress totalRows processedRows\n      counts { outcome message count }\n      columns { index header field fieldLabel }\n      warnings error createdAt finishedAt skippedRowsUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadMemberImport($input: UploadMemberImportInput!, $file: Upload!) {\n    uploadMemberImport(input: $input, file: $file) { id }\n  }\n"): (typeof documents)["\n  mutation UploadMemberImport($input: UploadMemberImportInput!, $file: Upload!) {\n    uploadMemberImport(input: $input, file: $file) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddMemberRole($memberId: Int!, $input: MemberRoleInput!) {\n    addMemberRole(memberId: $memberId, input: $input) { id kindLabel departmentName }\n  }\n"): (typeof documents)["\n  mutation AddMemberRole($memberId: Int!, $input: MemberRoleInput!) {\n    addMemberRole(memberId: $memberId, input: $input) { id kindLabel departmentName }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberEvidenceSeasons {\n    evidenceSeasons { id name validFrom validTo }\n  }\n"): (typeof documents)["\n  query MemberEvidenceSeasons {\n    evidenceSeasons { id name validFrom validTo }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMemberAnswers($input: SetMemberAnswersInput!) {\n    setMemberAnswers(input: $input) { answer changedMemberIds }\n  }\n"): (typeof documents)["\n  mutation SetMemberAnswers($input: SetMemberAnswersInput!) {\n    setMemberAnswers(input: $input) { answer changedMemberIds }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddAthleteRoles($input: AddAthleteRolesInput!) {\n    addAthleteRoles(input: $input) { added alreadyAthletes }\n  }\n"): (typeof documents)["\n  mutation AddAthleteRoles($input: AddAthleteRolesInput!) {\n    addAthleteRoles(input: $input) { added alreadyAthletes }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndMemberships($input: EndMembershipsInput!) {\n    endMemberships(input: $input)\n  }\n"): (typeof documents)["\n  mutation EndMemberships($input: EndMembershipsInput!) {\n    endMemberships(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberClubs {\n    clubs(input: { perPage: 500, filter: { state: ACTIVE } }) { nodes { id name code access } }\n  }\n"): (typeof documents)["\n  query MemberClubs {\n    clubs(input: { perPage: 500, filter: { state: ACTIVE } }) { nodes { id name code access } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberRoles($memberId: Int!) {\n    memberRoles(memberId: $memberId) {\n      canEdit\n      nodes {\n        id kind kindLabel departmentId departmentCode departmentName validFrom validTo\n        coachLevel instructorLicence refereeType technicalDelegateType licenceNumber course note\n      }\n      athleteDepartments { id code name }\n      grantable { kind kindLabel departments { id code name } }\n      changeableRoleIds\n    }\n  }\n"): (typeof documents)["\n  query MemberRoles($memberId: Int!) {\n    memberRoles(memberId: $memberId) {\n      canEdit\n      nodes {\n        id kind kindLabel departmentId departmentCode departmentName validFrom validTo\n        coachLevel instructorLicence refereeType technicalDelegateType licenceNumber course note\n      }\n      athleteDepartments { id code name }\n      grantable { kind kindLabel departments { id code name } }\n      changeableRoleIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddAthleteRole($input: AddAthleteRoleInput!) {\n    addAthleteRole(input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation AddAthleteRole($input: AddAthleteRoleInput!) {\n    addAthleteRole(input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndMemberRole($input: EndMemberRoleInput!) {\n    endMemberRole(input: $input) { id validTo }\n  }\n"): (typeof documents)["\n  mutation EndMemberRole($input: EndMemberRoleInput!) {\n    endMemberRole(input: $input) { id validTo }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubRacingMembers($clubId: Int!, $departmentCode: String) {\n    clubRacingMembers(clubId: $clubId, departmentCode: $departmentCode) {\n      total\n      departments { department { id code name } total ageGroups { ageGroup label male female total } }\n      members { memberId firstName lastName sex birthYear departmentCodes }\n    }\n  }\n"): (typeof documents)["\n  query ClubRacingMembers($clubId: Int!, $departmentCode: String) {\n    clubRacingMembers(clubId: $clubId, departmentCode: $departmentCode) {\n      total\n      departments { department { id code name } total ageGroups { ageGroup label male female total } }\n      members { memberId firstName lastName sex birthYear departmentCodes }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberTransfers($memberId: Int!) {\n    transfers(input: { page: 1, perPage: 100, filter: { memberId: $memberId } }) {\n      hasMore\n      items { id kind kindLabel state stateLabel fromClubName toClubName departmentName validFrom validTo reason createdAt }\n    }\n  }\n"): (typeof documents)["\n  query MemberTransfers($memberId: Int!) {\n    transfers(input: { page: 1, perPage: 100, filter: { memberId: $memberId } }) {\n      hasMore\n      items { id kind kindLabel state stateLabel fromClubName toClubName departmentName validFrom validTo reason createdAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Member($id: Int!) {\n    member(id: $id) {\n      id registrationNumber titleBefore firstName middleNames lastName titleAfter sex birthYear citizenship\n      fisCode answerStatus archived clubId clubName memberSince birthNumber birthDate municipality\n      municipalityPart street houseNumber orientationNumber postcode country email phone access personalInfoAccess\n      canEndMembership canArchive canRestore canJoinClub canChangePhoto archivedAt archiveReason photoPublic hasPhoto\n    }\n  }\n"): (typeof documents)["\n  query Member($id: Int!) {\n    member(id: $id) {\n      id registrationNumber titleBefore firstName middleNames lastName titleAfter sex birthYear citizenship\n      fisCode answerStatus archived clubId clubName memberSince birthNumber birthDate municipality\n      municipalityPart street houseNumber orientationNumber postcode country email phone access personalInfoAccess\n      canEndMembership canArchive canRestore canJoinClub canChangePhoto archivedAt archiveReason photoPublic hasPhoto\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMember($input: CreateMemberInput!) {\n    createMember(input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation CreateMember($input: CreateMemberInput!) {\n    createMember(input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMember($input: UpdateMemberInput!) {\n    updateMember(input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation UpdateMember($input: UpdateMemberInput!) {\n    updateMember(input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndMembership($input: EndMembershipInput!) {\n    endMembership(input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation EndMembership($input: EndMembershipInput!) {\n    endMembership(input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveMember($input: ArchiveMemberInput!) {\n    archiveMember(input: $input) { id archived }\n  }\n"): (typeof documents)["\n  mutation ArchiveMember($input: ArchiveMemberInput!) {\n    archiveMember(input: $input) { id archived }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreMember($memberId: Int!) {\n    restoreMember(memberId: $memberId) { id archived }\n  }\n"): (typeof documents)["\n  mutation RestoreMember($memberId: Int!) {\n    restoreMember(memberId: $memberId) { id archived }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadMemberPhoto($memberId: Int!, $file: Upload!) {\n    uploadMemberPhoto(memberId: $memberId, file: $file) { id hasPhoto }\n  }\n"): (typeof documents)["\n  mutation UploadMemberPhoto($memberId: Int!, $file: Upload!) {\n    uploadMemberPhoto(memberId: $memberId, file: $file) { id hasPhoto }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMemberPhoto($memberId: Int!) {\n    deleteMemberPhoto(memberId: $memberId) { id hasPhoto }\n  }\n"): (typeof documents)["\n  mutation DeleteMemberPhoto($memberId: Int!) {\n    deleteMemberPhoto(memberId: $memberId) { id hasPhoto }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMemberPhotoPublic($memberId: Int!, $public: Boolean!) {\n    setMemberPhotoPublic(memberId: $memberId, public: $public) { id photoPublic }\n  }\n"): (typeof documents)["\n  mutation SetMemberPhotoPublic($memberId: Int!, $public: Boolean!) {\n    setMemberPhotoPublic(memberId: $memberId, public: $public) { id photoPublic }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinClub($input: JoinClubInput!) {\n    joinClub(input: $input) { id clubId }\n  }\n"): (typeof documents)["\n  mutation JoinClub($input: JoinClubInput!) {\n    joinClub(input: $input) { id clubId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Members($input: MembersInput!) {\n    members(input: $input) {\n      hasNextPage\n      endCursor\n      personalInfoAccess\n      actions { canCreate canImport exportUrl nsaExportUrl generalMeetingExportUrl canListArchived canAddAthleteRoles canEndMemberships }\n      nodes {\n        id\n        registrationNumber\n        firstName\n        lastName\n        sex\n        birthYear\n        birthDate\n        birthNumber\n        memberSince\n        club { id name shortName }\n        region { id name }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Members($input: MembersInput!) {\n    members(input: $input) {\n      hasNextPage\n      endCursor\n      personalInfoAccess\n      actions { canCreate canImport exportUrl nsaExportUrl generalMeetingExportUrl canListArchived canAddAthleteRoles canEndMemberships }\n      nodes {\n        id\n        registrationNumber\n        firstName\n        lastName\n        sex\n        birthYear\n        birthDate\n        birthNumber\n        memberSince\n        club { id name shortName }\n        region { id name }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MembersCount($filter: MemberFilterInput!) {\n    membersCount(filter: $filter) { count capped }\n  }\n"): (typeof documents)["\n  query MembersCount($filter: MemberFilterInput!) {\n    membersCount(filter: $filter) { count capped }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicMembers($input: PublicMembersInput!) {\n    publicMembers(input: $input) { totalCount totalCountCapped nodes { id slug firstName lastName birthYear sex clubId clubName } }\n  }\n"): (typeof documents)["\n  query PublicMembers($input: PublicMembersInput!) {\n    publicMembers(input: $input) { totalCount totalCountCapped nodes { id slug firstName lastName birthYear sex clubId clubName } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicMember($id: Int!) {\n    publicMember(id: $id) { id slug firstName lastName birthYear sex clubId clubName clubSlug fisCode hasPublicPhoto }\n  }\n"): (typeof documents)["\n  query PublicMember($id: Int!) {\n    publicMember(id: $id) { id slug firstName lastName birthYear sex clubId clubName clubSlug fisCode hasPublicPhoto }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberClubHistory($memberId: Int!) {\n    memberClubHistory(memberId: $memberId) { id clubId clubName clubCode validFrom validTo }\n  }\n"): (typeof documents)["\n  query MemberClubHistory($memberId: Int!) {\n    memberClubHistory(memberId: $memberId) { id clubId clubName clubCode validFrom validTo }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMemberRole($roleId: Int!, $input: MemberRoleInput!) {\n    updateMemberRole(roleId: $roleId, input: $input) { id kindLabel departmentName validFrom validTo }\n  }\n"): (typeof documents)["\n  mutation UpdateMemberRole($roleId: Int!, $input: MemberRoleInput!) {\n    updateMemberRole(roleId: $roleId, input: $input) { id kindLabel departmentName validFrom validTo }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberSeasons($memberId: Int!) {\n    memberSeasons(memberId: $memberId) { evidenceSeasonId name clubNames feePaidOn feeAmount feeClubName athleteDepartments }\n  }\n"): (typeof documents)["\n  query MemberSeasons($memberId: Int!) {\n    memberSeasons(memberId: $memberId) { evidenceSeasonId name clubNames feePaidOn feeAmount feeClubName athleteDepartments }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MembersNsaCheck {\n    membersNsaCheck { total refused { memberId registrationNumber fullName problems } }\n  }\n"): (typeof documents)["\n  query MembersNsaCheck {\n    membersNsaCheck { total refused { memberId registrationNumber fullName problems } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOwnContacts($input: OwnContactsInput!) {\n    updateOwnContacts(input: $input) { id email phone }\n  }\n"): (typeof documents)["\n  mutation UpdateOwnContacts($input: OwnContactsInput!) {\n    updateOwnContacts(input: $input) { id email phone }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BankStatements {\n    bankStatements {\n      id format formatLabel fileName fetched account state progress totalRows processedRows\n      matched forReview ignored alreadyImported outOfScope problems error createdByName createdAt finishedAt\n    }\n  }\n"): (typeof documents)["\n  query BankStatements {\n    bankStatements {\n      id format formatLabel fileName fetched account state progress totalRows processedRows\n      matched forReview ignored alreadyImported outOfScope problems error createdByName createdAt finishedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BankStatement($id: Int!) {\n    bankStatement(id: $id) {\n      id format formatLabel fileName fetched account state progress totalRows processedRows\n      matched forReview ignored alreadyImported outOfScope problems error createdByName createdAt finishedAt\n    }\n  }\n"): (typeof documents)["\n  query BankStatement($id: Int!) {\n    bankStatement(id: $id) {\n      id format formatLabel fileName fetched account state progress totalRows processedRows\n      matched forReview ignored alreadyImported outOfScope problems error createdByName createdAt finishedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BankStatementRows($id: Int!, $page: Int!, $perPage: Int!) {\n    bankStatementRows(id: $id, page: $page, perPage: $perPage) {\n      totalCount\n      nodes {\n        id bookedOn amount currency variableSymbol counterAccount counterName message matched matchedLabel\n        review reviewLabel reviewNote reviewedByName orderUuid orderSymbol orderAmount orderState clubName\n      }\n    }\n  }\n"): (typeof documents)["\n  query BankStatementRows($id: Int!, $page: Int!, $perPage: Int!) {\n    bankStatementRows(id: $id, page: $page, perPage: $perPage) {\n      totalCount\n      nodes {\n        id bookedOn amount currency variableSymbol counterAccount counterName message matched matchedLabel\n        review reviewLabel reviewNote reviewedByName orderUuid orderSymbol orderAmount orderState clubName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadBankStatement($file: Upload!) {\n    uploadBankStatement(file: $file) { id }\n  }\n"): (typeof documents)["\n  mutation UploadBankStatement($file: Upload!) {\n    uploadBankStatement(file: $file) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeOrder($input: ChangeOrderInput!) {\n    changeOrder(input: $input) { uuid state stateLabel }\n  }\n"): (typeof documents)["\n  mutation ChangeOrder($input: ChangeOrderInput!) {\n    changeOrder(input: $input) { uuid state stateLabel }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) { uuid }\n  }\n"): (typeof documents)["\n  mutation CreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) { uuid }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeeSchedules {\n    feeSchedules { evidenceSeasonId seasonName seasonYear defined basicFee adultFee childFee seniorFee childMaxAge seniorMinAge canEdit }\n  }\n"): (typeof documents)["\n  query FeeSchedules {\n    feeSchedules { evidenceSeasonId seasonName seasonYear defined basicFee adultFee childFee seniorFee childMaxAge seniorMinAge canEdit }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveFeeSchedule($input: FeeScheduleInput!) {\n    saveFeeSchedule(input: $input) { evidenceSeasonId }\n  }\n"): (typeof documents)["\n  mutation SaveFeeSchedule($input: FeeScheduleInput!) {\n    saveFeeSchedule(input: $input) { evidenceSeasonId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderForm($clubId: Int!, $evidenceSeasonId: Int!) {\n    orderForm(clubId: $clubId, evidenceSeasonId: $evidenceSeasonId) {\n      clubId clubName evidenceSeasonId seasonName\n      fees { basicFee adultFee childFee seniorFee childMaxAge seniorMinAge }\n      members {\n        memberId registrationNumber firstName lastName birthYear ageGroup athlete athleteDepartmentIds\n        feeKind feeLabel fee paidByClub heldByOrder orderable\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderForm($clubId: Int!, $evidenceSeasonId: Int!) {\n    orderForm(clubId: $clubId, evidenceSeasonId: $evidenceSeasonId) {\n      clubId clubName evidenceSeasonId seasonName\n      fees { basicFee adultFee childFee seniorFee childMaxAge seniorMinAge }\n      members {\n        memberId registrationNumber firstName lastName birthYear ageGroup athlete athleteDepartmentIds\n        feeKind feeLabel fee paidByClub heldByOrder orderable\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Order($uuid: UUID!) {\n    order(uuid: $uuid) {\n      uuid clubId clubName clubCode evidenceSeasonId seasonName state stateLabel availability amount memberCount variableSymbol\n      createdAt createdByName paidOn publicPath confirmationPdfUrl instructionsPdfUrl\n      members { memberId registrationNumber firstName lastName feeKind feeLabel amount refunded refundNote canRefund }\n      history { actionLabel fromState toState toStateLabel note byName at }\n      bankPayments { bankTransactionId bookedOn amount counterName matched matchedLabel review reviewLabel reviewNote }\n      instructions { account iban recipient amount variableSymbol message qrText }\n      actions { canMarkSent canCancel canMarkFailed canMarkPaid }\n    }\n  }\n"): (typeof documents)["\n  query Order($uuid: UUID!) {\n    order(uuid: $uuid) {\n      uuid clubId clubName clubCode evidenceSeasonId seasonName state stateLabel availability amount memberCount variableSymbol\n      createdAt createdByName paidOn publicPath confirmationPdfUrl instructionsPdfUrl\n      members { memberId registrationNumber firstName lastName feeKind feeLabel amount refunded refundNote canRefund }\n      history { actionLabel fromState toState toStateLabel note byName at }\n      bankPayments { bankTransactionId bookedOn amount counterName matched matchedLabel review reviewLabel reviewNote }\n      instructions { account iban recipient amount variableSymbol message qrText }\n      actions { canMarkSent canCancel canMarkFailed canMarkPaid }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Orders($input: OrdersInput!) {\n    orders(input: $input) {\n      totalCount exportUrl canManagePayments canUploadStatements\n      nodes { uuid clubId clubName clubCode evidenceSeasonId seasonName state stateLabel amount memberCount variableSymbol createdAt paidOn }\n    }\n  }\n"): (typeof documents)["\n  query Orders($input: OrdersInput!) {\n    orders(input: $input) {\n      totalCount exportUrl canManagePayments canUploadStatements\n      nodes { uuid clubId clubName clubCode evidenceSeasonId seasonName state stateLabel amount memberCount variableSymbol createdAt paidOn }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaidSummary($evidenceSeasonId: Int!, $paidBy: NaiveDate) {\n    paidSummary(evidenceSeasonId: $evidenceSeasonId, paidBy: $paidBy) {\n      evidenceSeasonId seasonName paidBy memberCount amount\n      clubs { clubId clubName clubCode memberCount amount }\n    }\n  }\n"): (typeof documents)["\n  query PaidSummary($evidenceSeasonId: Int!, $paidBy: NaiveDate) {\n    paidSummary(evidenceSeasonId: $evidenceSeasonId, paidBy: $paidBy) {\n      evidenceSeasonId seasonName paidBy memberCount amount\n      clubs { clubId clubName clubCode memberCount amount }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentChoices {\n    evidenceSeasons { id name year validFrom validTo }\n    clubs(input: { perPage: 500, filter: { state: ACTIVE } }) { nodes { id name code } }\n    departments { id name }\n  }\n"): (typeof documents)["\n  query PaymentChoices {\n    evidenceSeasons { id name year validFrom validTo }\n    clubs(input: { perPage: 500, filter: { state: ACTIVE } }) { nodes { id name code } }\n    departments { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicOrder($uuid: UUID!) {\n    publicOrder(uuid: $uuid) {\n      uuid clubName seasonName state stateLabel availability amount memberCount variableSymbol createdAt paidOn\n      confirmationPdfUrl instructionsPdfUrl\n      members { firstName lastName feeLabel amount refunded }\n      instructions { account iban recipient amount variableSymbol message qrText }\n    }\n  }\n"): (typeof documents)["\n  query PublicOrder($uuid: UUID!) {\n    publicOrder(uuid: $uuid) {\n      uuid clubName seasonName state stateLabel availability amount memberCount variableSymbol createdAt paidOn\n      confirmationPdfUrl instructionsPdfUrl\n      members { firstName lastName feeLabel amount refunded }\n      instructions { account iban recipient amount variableSymbol message qrText }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundFee($input: RefundFeeInput!) {\n    refundFee(input: $input) { uuid }\n  }\n"): (typeof documents)["\n  mutation RefundFee($input: RefundFeeInput!) {\n    refundFee(input: $input) { uuid }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewPayments($review: ReviewState!, $page: Int!, $perPage: Int!) {\n    reviewPayments(review: $review, page: $page, perPage: $perPage) {\n      totalCount\n      nodes {\n        id bookedOn amount currency variableSymbol counterAccount counterName message matched matchedLabel\n        review reviewLabel reviewNote reviewedByName orderUuid orderSymbol orderAmount orderState clubName\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReviewPayments($review: ReviewState!, $page: Int!, $perPage: Int!) {\n    reviewPayments(review: $review, page: $page, perPage: $perPage) {\n      totalCount\n      nodes {\n        id bookedOn amount currency variableSymbol counterAccount counterName message matched matchedLabel\n        review reviewLabel reviewNote reviewedByName orderUuid orderSymbol orderAmount orderState clubName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolvePayment($input: ResolvePaymentInput!) {\n    resolvePayment(input: $input) { id review reviewLabel }\n  }\n"): (typeof documents)["\n  mutation ResolvePayment($input: ResolvePaymentInput!) {\n    resolvePayment(input: $input) { id review reviewLabel }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RaceEntries($racingEventId: Int!, $clubId: Int, $withWithdrawn: Boolean!) {\n    raceEntries(racingEventId: $racingEventId, clubId: $clubId, withWithdrawn: $withWithdrawn) {\n      id raceId raceName raceDate racingCategoryId categoryName memberId registrationNumber firstName lastName birthYear sex\n      clubId clubName nation bib state late enteredVia createdAt withdrawnAt\n    }\n  }\n"): (typeof documents)["\n  query RaceEntries($racingEventId: Int!, $clubId: Int, $withWithdrawn: Boolean!) {\n    raceEntries(racingEventId: $racingEventId, clubId: $clubId, withWithdrawn: $withWithdrawn) {\n      id raceId raceName raceDate racingCategoryId categoryName memberId registrationNumber firstName lastName birthYear sex\n      clubId clubName nation bib state late enteredVia createdAt withdrawnAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubEntryForm($racingEventId: Int!, $clubId: Int!) {\n    clubEntryForm(racingEventId: $racingEventId, clubId: $clubId) {\n      memberId registrationNumber firstName lastName sex birthYear athlete\n      races { raceId refusalCode refusalMessage categoryIds entered }\n    }\n  }\n"): (typeof documents)["\n  query ClubEntryForm($racingEventId: Int!, $clubId: Int!) {\n    clubEntryForm(racingEventId: $racingEventId, clubId: $clubId) {\n      memberId registrationNumber firstName lastName sex birthYear athlete\n      races { raceId refusalCode refusalMessage categoryIds entered }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnterClubAthletes($racingEventId: Int!, $clubId: Int!, $entries: [ClubEntryInput!]!) {\n    enterClubAthletes(racingEventId: $racingEventId, clubId: $clubId, entries: $entries) { memberId raceId raceEntryId code message }\n  }\n"): (typeof documents)["\n  mutation EnterClubAthletes($racingEventId: Int!, $clubId: Int!, $entries: [ClubEntryInput!]!) {\n    enterClubAthletes(racingEventId: $racingEventId, clubId: $clubId, entries: $entries) { memberId raceId raceEntryId code message }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnterMember($racingEventId: Int!, $memberId: Int, $raceId: Int!, $racingCategoryId: Int) {\n    enterMember(racingEventId: $racingEventId, memberId: $memberId, raceId: $raceId, racingCategoryId: $racingCategoryId)\n  }\n"): (typeof documents)["\n  mutation EnterMember($racingEventId: Int!, $memberId: Int, $raceId: Int!, $racingCategoryId: Int) {\n    enterMember(racingEventId: $racingEventId, memberId: $memberId, raceId: $raceId, racingCategoryId: $racingCategoryId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnterNonMember($racingEventId: Int!, $input: NonMemberEntryInput!) {\n    enterNonMember(racingEventId: $racingEventId, input: $input)\n  }\n"): (typeof documents)["\n  mutation EnterNonMember($racingEventId: Int!, $input: NonMemberEntryInput!) {\n    enterNonMember(racingEventId: $racingEventId, input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawEntry($id: Int!) {\n    withdrawEntry(id: $id)\n  }\n"): (typeof documents)["\n  mutation WithdrawEntry($id: Int!) {\n    withdrawEntry(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveEntry($id: Int!, $racingCategoryId: Int!) {\n    moveEntry(id: $id, racingCategoryId: $racingCategoryId)\n  }\n"): (typeof documents)["\n  mutation MoveEntry($id: Int!, $racingCategoryId: Int!) {\n    moveEntry(id: $id, racingCategoryId: $racingCategoryId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetEntryBib($id: Int!, $bib: Int) {\n    setEntryBib(id: $id, bib: $bib)\n  }\n"): (typeof documents)["\n  mutation SetEntryBib($id: Int!, $bib: Int) {\n    setEntryBib(id: $id, bib: $bib)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignBibs($racingEventId: Int!, $raceId: Int!, $first: Int!) {\n    assignBibs(racingEventId: $racingEventId, raceId: $raceId, first: $first)\n  }\n"): (typeof documents)["\n  mutation AssignBibs($racingEventId: Int!, $raceId: Int!, $first: Int!) {\n    assignBibs(racingEventId: $racingEventId, raceId: $raceId, first: $first)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RacingCodebooks {\n    departments { id code name }\n    seasons { id name }\n    regions { id code name }\n    racingDisciplines { id departmentId code name }\n    racingTechniques { id code name }\n    racingTypes { id departmentId code name }\n  }\n"): (typeof documents)["\n  query RacingCodebooks {\n    departments { id code name }\n    seasons { id name }\n    regions { id code name }\n    racingDisciplines { id departmentId code name }\n    racingTechniques { id code name }\n    racingTypes { id departmentId code name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarCodebooks {\n    departments { id code name }\n    regions { id code name }\n  }\n"): (typeof documents)["\n  query CalendarCodebooks {\n    departments { id code name }\n    regions { id code name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganiserClubs {\n    clubs(input: { page: 1, perPage: 500, sort: [{ field: NAME, direction: ASC }], filter: { state: ACTIVE } }) {\n      nodes { id code name }\n    }\n  }\n"): (typeof documents)["\n  query OrganiserClubs {\n    clubs(input: { page: 1, perPage: 500, sort: [{ field: NAME, direction: ASC }], filter: { state: ACTIVE } }) {\n      nodes { id code name }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventTimekeepers {\n    timekeepingCompanies { id name }\n  }\n"): (typeof documents)["\n  query EventTimekeepers {\n    timekeepingCompanies { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RacingEvent($id: Int!) {\n    racingEvent(id: $id) {\n      access\n      event {\n        id kind name departmentId departmentCode departmentName seasonId seasonName category categoryLabel organiserKind\n        organiserClubId organiser organiserName regionId regionName place country latitude longitude dateFrom dateTo\n        registrationDeadline state stateLabel publicationStatus dateChange dateChangeLabel publishedAt timekeepingCompanyId\n        timekeepingCompanyName description contactEmail contactPhone web raceCount entryCount updatedAt\n        actions { canEdit canPublish canEnterClub entryClubId canManageEntries canEnterSelf nextStates entriesOpen }\n      }\n      races {\n        id name racingDisciplineId disciplineCode disciplineName racingTechniqueId techniqueName racingTypeId typeName\n        genderGroup raceDate startTime entryCount\n        categories { id name birthYearFrom birthYearTo genderGroup entryCount }\n      }\n      documents { id kind kindLabel title fileName contentType size createdAt url }\n      downloads { registrationCsv registrationCsvByClub registrationOldCsv registrationCsvCx startListCsv startListXlsx startListPdf ical }\n      ownEntries { raceEntryId raceName categoryName bib sex }\n      canWithdrawOwnEntries\n    }\n  }\n"): (typeof documents)["\n  query RacingEvent($id: Int!) {\n    racingEvent(id: $id) {\n      access\n      event {\n        id kind name departmentId departmentCode departmentName seasonId seasonName category categoryLabel organiserKind\n        organiserClubId organiser organiserName regionId regionName place country latitude longitude dateFrom dateTo\n        registrationDeadline state stateLabel publicationStatus dateChange dateChangeLabel publishedAt timekeepingCompanyId\n        timekeepingCompanyName description contactEmail contactPhone web raceCount entryCount updatedAt\n        actions { canEdit canPublish canEnterClub entryClubId canManageEntries canEnterSelf nextStates entriesOpen }\n      }\n      races {\n        id name racingDisciplineId disciplineCode disciplineName racingTechniqueId techniqueName racingTypeId typeName\n        genderGroup raceDate startTime entryCount\n        categories { id name birthYearFrom birthYearTo genderGroup entryCount }\n      }\n      documents { id kind kindLabel title fileName contentType size createdAt url }\n      downloads { registrationCsv registrationCsvByClub registrationOldCsv registrationCsvCx startListCsv startListXlsx startListPdf ical }\n      ownEntries { raceEntryId raceName categoryName bib sex }\n      canWithdrawOwnEntries\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicRacingEvent($id: Int!) {\n    publicRacingEvent(id: $id) {\n      event {\n        id kind name departmentCode departmentName seasonName categoryLabel organiser regionName place country latitude\n        longitude dateFrom dateTo registrationDeadline state stateLabel dateChange dateChangeLabel timekeepingCompanyName\n        description contactEmail contactPhone web entryCount hasResults hasStartList\n        actions { entriesOpen canEnterSelf canEnterClub canManageEntries }\n      }\n      races {\n        id name disciplineName techniqueName typeName genderGroup raceDate startTime entryCount\n        categories { id name birthYearFrom birthYearTo genderGroup entryCount }\n      }\n      documents { id kind kindLabel title fileName size createdAt url }\n      downloads { registrationCsv registrationCsvByClub registrationOldCsv registrationCsvCx startListCsv startListXlsx startListPdf ical }\n    }\n  }\n"): (typeof documents)["\n  query PublicRacingEvent($id: Int!) {\n    publicRacingEvent(id: $id) {\n      event {\n        id kind name departmentCode departmentName seasonName categoryLabel organiser regionName place country latitude\n        longitude dateFrom dateTo registrationDeadline state stateLabel dateChange dateChangeLabel timekeepingCompanyName\n        description contactEmail contactPhone web entryCount hasResults hasStartList\n        actions { entriesOpen canEnterSelf canEnterClub canManageEntries }\n      }\n      races {\n        id name disciplineName techniqueName typeName genderGroup raceDate startTime entryCount\n        categories { id name birthYearFrom birthYearTo genderGroup entryCount }\n      }\n      documents { id kind kindLabel title fileName size createdAt url }\n      downloads { registrationCsv registrationCsvByClub registrationOldCsv registrationCsvCx startListCsv startListXlsx startListPdf ical }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DefaultRacingCategories($racingEventId: Int!) {\n    defaultRacingCategories(racingEventId: $racingEventId) { id name birthYearFrom birthYearTo genderGroup }\n  }\n"): (typeof documents)["\n  query DefaultRacingCategories($racingEventId: Int!) {\n    defaultRacingCategories(racingEventId: $racingEventId) { id name birthYearFrom birthYearTo genderGroup }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRacingEvent($input: RacingEventInput!, $races: [RaceInputObject!]!) {\n    createRacingEvent(input: $input, races: $races) { event { id } }\n  }\n"): (typeof documents)["\n  mutation CreateRacingEvent($input: RacingEventInput!, $races: [RaceInputObject!]!) {\n    createRacingEvent(input: $input, races: $races) { event { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRacingEvent($id: Int!, $input: RacingEventInput!) {\n    updateRacingEvent(id: $id, input: $input) { event { id } }\n  }\n"): (typeof documents)["\n  mutation UpdateRacingEvent($id: Int!, $input: RacingEventInput!) {\n    updateRacingEvent(id: $id, input: $input) { event { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRaces($racingEventId: Int!, $races: [RaceInputObject!]!) {\n    updateRaces(racingEventId: $racingEventId, races: $races) { event { id } }\n  }\n"): (typeof documents)["\n  mutation UpdateRaces($racingEventId: Int!, $races: [RaceInputObject!]!) {\n    updateRaces(racingEventId: $racingEventId, races: $races) { event { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeRacingEventState($id: Int!, $state: RacingEventState!) {\n    changeRacingEventState(id: $id, state: $state) { event { id state stateLabel } }\n  }\n"): (typeof documents)["\n  mutation ChangeRacingEventState($id: Int!, $state: RacingEventState!) {\n    changeRacingEventState(id: $id, state: $state) { event { id state stateLabel } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRacingEventPublication($id: Int!, $status: EventPublicationStatus!) {\n    setRacingEventPublication(id: $id, status: $status) { event { id publicationStatus } }\n  }\n"): (typeof documents)["\n  mutation SetRacingEventPublication($id: Int!, $status: EventPublicationStatus!) {\n    setRacingEventPublication(id: $id, status: $status) { event { id publicationStatus } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadRacingEventDocument($racingEventId: Int!, $kind: EventDocumentKind!, $title: String, $file: Upload!) {\n    uploadRacingEventDocument(racingEventId: $racingEventId, kind: $kind, title: $title, file: $file) { id }\n  }\n"): (typeof documents)["\n  mutation UploadRacingEventDocument($racingEventId: Int!, $kind: EventDocumentKind!, $title: String, $file: Upload!) {\n    uploadRacingEventDocument(racingEventId: $racingEventId, kind: $kind, title: $title, file: $file) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRacingEventDocument($id: Int!) {\n    deleteRacingEventDocument(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteRacingEventDocument($id: Int!) {\n    deleteRacingEventDocument(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RacingEvents($filter: RacingEventFilterInput!, $page: Int!, $perPage: Int!) {\n    racingEvents(filter: $filter, page: $page, perPage: $perPage) {\n      totalCount\n      nodes {\n        id name place dateFrom dateTo departmentId departmentName category categoryLabel organiser state stateLabel\n        publicationStatus entryCount timekeepingCompanyName\n      }\n    }\n  }\n"): (typeof documents)["\n  query RacingEvents($filter: RacingEventFilterInput!, $page: Int!, $perPage: Int!) {\n    racingEvents(filter: $filter, page: $page, perPage: $perPage) {\n      totalCount\n      nodes {\n        id name place dateFrom dateTo departmentId departmentName category categoryLabel organiser state stateLabel\n        publicationStatus entryCount timekeepingCompanyName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicCalendar($filter: RacingEventFilterInput!, $view: CalendarView!, $page: Int!, $perPage: Int!) {\n    publicCalendar(filter: $filter, view: $view, page: $page, perPage: $perPage) {\n      totalCount\n      nodes {\n        id name place country dateFrom dateTo departmentCode departmentName category categoryLabel organiser regionName\n        state stateLabel dateChange dateChangeLabel hasResults resultsPublishedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicCalendar($filter: RacingEventFilterInput!, $view: CalendarView!, $page: Int!, $perPage: Int!) {\n    publicCalendar(filter: $filter, view: $view, page: $page, perPage: $perPage) {\n      totalCount\n      nodes {\n        id name place country dateFrom dateTo departmentCode departmentName category categoryLabel organiser regionName\n        state stateLabel dateChange dateChangeLabel hasResults resultsPublishedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RacingEventsForPublication($filter: RacingEventFilterInput!, $page: Int!, $perPage: Int!) {\n    racingEventsForPublication(filter: $filter, page: $page, perPage: $perPage) {\n      totalCount\n      nodes {\n        id name place dateFrom dateTo departmentName categoryLabel organiser state stateLabel publicationStatus publishedAt\n        dateChange dateChangeLabel actions { canPublish }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RacingEventsForPublication($filter: RacingEventFilterInput!, $page: Int!, $perPage: Int!) {\n    racingEventsForPublication(filter: $filter, page: $page, perPage: $perPage) {\n      totalCount\n      nodes {\n        id name place dateFrom dateTo departmentName categoryLabel organiser state stateLabel publicationStatus publishedAt\n        dateChange dateChangeLabel actions { canPublish }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StartLists($racingEventId: Int!) {\n    startLists(racingEventId: $racingEventId) {\n      canManage\n      races {\n        raceId raceName raceDate mode modeLabel firstStart intervalSeconds waveSize publishedAt withoutBib\n        categories { racingCategoryId name starters { order bib memberId firstName lastName birthYear clubName nation startTime wave } }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StartLists($racingEventId: Int!) {\n    startLists(racingEventId: $racingEventId) {\n      canManage\n      races {\n        raceId raceName raceDate mode modeLabel firstStart intervalSeconds waveSize publishedAt withoutBib\n        categories { racingCategoryId name starters { order bib memberId firstName lastName birthYear clubName nation startTime wave } }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveStartList($input: StartListInput!) {\n    saveStartList(input: $input)\n  }\n"): (typeof documents)["\n  mutation SaveStartList($input: StartListInput!) {\n    saveStartList(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishStartList($racingEventId: Int!, $raceId: Int!, $published: Boolean!) {\n    publishStartList(racingEventId: $racingEventId, raceId: $raceId, published: $published)\n  }\n"): (typeof documents)["\n  mutation PublishStartList($racingEventId: Int!, $raceId: Int!, $published: Boolean!) {\n    publishStartList(racingEventId: $racingEventId, raceId: $raceId, published: $published)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RacingEventSuggestions {\n    racingEventSuggestions {\n      id kind departmentId departmentName clubId clubName name place dateFrom dateTo category note state racingEventId createdAt\n    }\n  }\n"): (typeof documents)["\n  query RacingEventSuggestions {\n    racingEventSuggestions {\n      id kind departmentId departmentName clubId clubName name place dateFrom dateTo category note state racingEventId createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuggestRacingEvent($input: RacingEventSuggestionInput!) {\n    suggestRacingEvent(input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation SuggestRacingEvent($input: RacingEventSuggestionInput!) {\n    suggestRacingEvent(input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptRacingEventSuggestion($id: Int!, $clubId: Int) {\n    acceptRacingEventSuggestion(id: $id, clubId: $clubId) { event { id } }\n  }\n"): (typeof documents)["\n  mutation AcceptRacingEventSuggestion($id: Int!, $clubId: Int) {\n    acceptRacingEventSuggestion(id: $id, clubId: $clubId) { event { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectRacingEventSuggestion($id: Int!) {\n    rejectRacingEventSuggestion(id: $id)\n  }\n"): (typeof documents)["\n  mutation RejectRacingEventSuggestion($id: Int!) {\n    rejectRacingEventSuggestion(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRanking($departmentId: Int!, $season: Int!, $input: RankingInput!) {\n    createRanking(departmentId: $departmentId, season: $season, input: $input) { id name }\n  }\n"): (typeof documents)["\n  mutation CreateRanking($departmentId: Int!, $season: Int!, $input: RankingInput!) {\n    createRanking(departmentId: $departmentId, season: $season, input: $input) { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRankingDocument($id: Int!) {\n    deleteRankingDocument(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteRankingDocument($id: Int!) {\n    deleteRankingDocument(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRanking($id: Int!) {\n    deleteRanking(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteRanking($id: Int!) {\n    deleteRanking(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RankingDepartments {\n    departments { id code name }\n  }\n"): (typeof documents)["\n  query RankingDepartments {\n    departments { id code name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RankingStandings($rankingId: Int!, $category: RankingCategory!, $sex: Sex!, $offset: Int!, $limit: Int!) {\n    rankingStandings(rankingId: $rankingId, category: $category, sex: $sex, offset: $offset, limit: $limit) {\n      category sex total downloadUrl\n      rows { position memberId name slug birthYear clubName points pointsValue resultCount countedCount }\n    }\n  }\n"): (typeof documents)["\n  query RankingStandings($rankingId: Int!, $category: RankingCategory!, $sex: Sex!, $offset: Int!, $limit: Int!) {\n    rankingStandings(rankingId: $rankingId, category: $category, sex: $sex, offset: $offset, limit: $limit) {\n      category sex total downloadUrl\n      rows { position memberId name slug birthYear clubName points pointsValue resultCount countedCount }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Rankings($departmentId: Int!, $season: Int) {\n    rankings(departmentId: $departmentId, season: $season) {\n      departmentId departmentName season seasonLabel canManage\n      seasons { season label }\n      rankings {\n        id departmentId season seasonLabel name rule ruleLabel rating ratingLabel bestResults discipline raceCategories\n        definition published publishedAt source computedAt athleteCount\n      }\n      documents { id title fileName size published createdAt url }\n    }\n  }\n"): (typeof documents)["\n  query Rankings($departmentId: Int!, $season: Int) {\n    rankings(departmentId: $departmentId, season: $season) {\n      departmentId departmentName season seasonLabel canManage\n      seasons { season label }\n      rankings {\n        id departmentId season seasonLabel name rule ruleLabel rating ratingLabel bestResults discipline raceCategories\n        definition published publishedAt source computedAt athleteCount\n      }\n      documents { id title fileName size published createdAt url }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRankingDocumentPublished($id: Int!, $published: Boolean!) {\n    setRankingDocumentPublished(id: $id, published: $published) { id published }\n  }\n"): (typeof documents)["\n  mutation SetRankingDocumentPublished($id: Int!, $published: Boolean!) {\n    setRankingDocumentPublished(id: $id, published: $published) { id published }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRankingPublished($id: Int!, $published: Boolean!) {\n    setRankingPublished(id: $id, published: $published) { id published publishedAt }\n  }\n"): (typeof documents)["\n  mutation SetRankingPublished($id: Int!, $published: Boolean!) {\n    setRankingPublished(id: $id, published: $published) { id published publishedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRanking($id: Int!, $input: RankingInput!) {\n    updateRanking(id: $id, input: $input) { id name computedAt }\n  }\n"): (typeof documents)["\n  mutation UpdateRanking($id: Int!, $input: RankingInput!) {\n    updateRanking(id: $id, input: $input) { id name computedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadRankingDocument($departmentId: Int!, $season: Int!, $title: String, $file: Upload!) {\n    uploadRankingDocument(departmentId: $departmentId, season: $season, title: $title, file: $file) { id title }\n  }\n"): (typeof documents)["\n  mutation UploadRankingDocument($departmentId: Int!, $season: Int!, $title: String, $file: Upload!) {\n    uploadRankingDocument(departmentId: $departmentId, season: $season, title: $title, file: $file) { id title }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Regions {\n    regions { id code name }\n  }\n"): (typeof documents)["\n  query Regions {\n    regions { id code name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberRegistrations($clubId: Int!) {\n    memberRegistrations(clubId: $clubId) {\n      id clubId clubName forChild applicantFirstName applicantLastName applicantEmail applicantPhone\n      firstName lastName sexLabel birthDate birthNumber citizenship address email phone\n      consentVersion consentedAt state stateLabel requirements { label state stateLabel }\n      confirmedAt rejectionReason decidedAt memberId registrationNumber createdAt canDecide\n    }\n  }\n"): (typeof documents)["\n  query MemberRegistrations($clubId: Int!) {\n    memberRegistrations(clubId: $clubId) {\n      id clubId clubName forChild applicantFirstName applicantLastName applicantEmail applicantPhone\n      firstName lastName sexLabel birthDate birthNumber citizenship address email phone\n      consentVersion consentedAt state stateLabel requirements { label state stateLabel }\n      confirmedAt rejectionReason decidedAt memberId registrationNumber createdAt canDecide\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveMemberRegistration($id: Int!) {\n    approveMemberRegistration(id: $id) { id state stateLabel memberId registrationNumber }\n  }\n"): (typeof documents)["\n  mutation ApproveMemberRegistration($id: Int!) {\n    approveMemberRegistration(id: $id) { id state stateLabel memberId registrationNumber }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectMemberRegistration($input: RejectMemberRegistrationInput!) {\n    rejectMemberRegistration(input: $input) { id state stateLabel }\n  }\n"): (typeof documents)["\n  mutation RejectMemberRegistration($input: RejectMemberRegistrationInput!) {\n    rejectMemberRegistration(input: $input) { id state stateLabel }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FindMember($input: FindMemberInput!) {\n    findMember(input: $input) { uuid name clubName maskedEmail }\n  }\n"): (typeof documents)["\n  query FindMember($input: FindMemberInput!) {\n    findMember(input: $input) { uuid name clubName maskedEmail }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimMember($uuid: UUID!, $email: String) {\n    claimMember(uuid: $uuid, email: $email)\n  }\n"): (typeof documents)["\n  mutation ClaimMember($uuid: UUID!, $email: String) {\n    claimMember(uuid: $uuid, email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmMemberClaim($uuid: UUID!, $token: String!) {\n    confirmMemberClaim(uuid: $uuid, token: $token) { state stateLabel memberFirstName registrationNumber email welcomeToken }\n  }\n"): (typeof documents)["\n  mutation ConfirmMemberClaim($uuid: UUID!, $token: String!) {\n    confirmMemberClaim(uuid: $uuid, token: $token) { state stateLabel memberFirstName registrationNumber email welcomeToken }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberClaims($clubId: Int!) {\n    memberClaims(clubId: $clubId) {\n      id memberId firstName lastName birthDate registrationNumber email stateLabel state\n      confirmedAt rejectionReason decidedAt createdAt canDecide\n    }\n  }\n"): (typeof documents)["\n  query MemberClaims($clubId: Int!) {\n    memberClaims(clubId: $clubId) {\n      id memberId firstName lastName birthDate registrationNumber email stateLabel state\n      confirmedAt rejectionReason decidedAt createdAt canDecide\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveMemberClaim($id: Int!) {\n    approveMemberClaim(id: $id) { id state stateLabel }\n  }\n"): (typeof documents)["\n  mutation ApproveMemberClaim($id: Int!) {\n    approveMemberClaim(id: $id) { id state stateLabel }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectMemberClaim($input: RejectMemberClaimInput!) {\n    rejectMemberClaim(input: $input) { id state stateLabel }\n  }\n"): (typeof documents)["\n  mutation RejectMemberClaim($input: RejectMemberClaimInput!) {\n    rejectMemberClaim(input: $input) { id state stateLabel }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationConsent {\n    registrationConsent { version text }\n  }\n"): (typeof documents)["\n  query RegistrationConsent {\n    registrationConsent { version text }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationClubs($input: PublicClubsInput!) {\n    publicClubs(input: $input) {\n      totalCount\n      nodes { id name municipality }\n    }\n  }\n"): (typeof documents)["\n  query RegistrationClubs($input: PublicClubsInput!) {\n    publicClubs(input: $input) {\n      totalCount\n      nodes { id name municipality }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitMemberRegistration($input: SubmitMemberRegistrationInput!) {\n    submitMemberRegistration(input: $input)\n  }\n"): (typeof documents)["\n  mutation SubmitMemberRegistration($input: SubmitMemberRegistrationInput!) {\n    submitMemberRegistration(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmMemberRegistration($uuid: UUID!, $token: String!) {\n    confirmMemberRegistration(uuid: $uuid, token: $token) {\n      uuid clubName memberFirstName state stateLabel\n      requirements { label state stateLabel }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmMemberRegistration($uuid: UUID!, $token: String!) {\n    confirmMemberRegistration(uuid: $uuid, token: $token) {\n      uuid clubName memberFirstName state stateLabel\n      requirements { label state stateLabel }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationStatus($uuid: UUID!) {\n    registrationStatus(uuid: $uuid) {\n      uuid clubName memberFirstName state stateLabel\n      requirements { label state stateLabel }\n    }\n  }\n"): (typeof documents)["\n  query RegistrationStatus($uuid: UUID!) {\n    registrationStatus(uuid: $uuid) {\n      uuid clubName memberFirstName state stateLabel\n      requirements { label state stateLabel }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WelcomeSetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation WelcomeSetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeResultRaceStatus($id: Int!, $status: ResultRaceStatus!) {\n    changeResultRaceStatus(id: $id, status: $status) {\n      race { id name status statusLabel }\n      nextStatuses\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeResultRaceStatus($id: Int!, $status: ResultRaceStatus!) {\n    changeResultRaceStatus(id: $id, status: $status) {\n      race { id name status statusLabel }\n      nextStatuses\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteResultRace($id: Int!) {\n    deleteResultRace(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteResultRace($id: Int!) {\n    deleteResultRace(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventResults($racingEventId: Int!) {\n    eventResults(racingEventId: $racingEventId) {\n      racingEventId\n      races {\n        id racingEventId raceId raceName name sector discipline genderGroup raceDate place category codex birthYearFrom\n        birthYearTo runCount status statusLabel rowCount pairedCount suggestionCount updatedAt xlsxUrl pdfUrl nextStatuses canDelete\n        replacesResultRaceId\n      }\n      imports {\n        id racingEventId fileName format state progress totalRows processedRows raceCount createdAt finishedAt error\n      }\n      actions { canImport canManage canSeeWork }\n      xlsxUrl\n    }\n  }\n"): (typeof documents)["\n  query EventResults($racingEventId: Int!) {\n    eventResults(racingEventId: $racingEventId) {\n      racingEventId\n      races {\n        id racingEventId raceId raceName name sector discipline genderGroup raceDate place category codex birthYearFrom\n        birthYearTo runCount status statusLabel rowCount pairedCount suggestionCount updatedAt xlsxUrl pdfUrl nextStatuses canDelete\n        replacesResultRaceId\n      }\n      imports {\n        id racingEventId fileName format state progress totalRows processedRows raceCount createdAt finishedAt error\n      }\n      actions { canImport canManage canSeeWork }\n      xlsxUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MatchResultFile($file: Upload!) {\n    matchResultFile(file: $file) {\n      fileName format races rows dates places\n      candidates { racingEventId name place dateFrom dateTo score }\n      chosenEventId error\n    }\n  }\n"): (typeof documents)["\n  mutation MatchResultFile($file: Upload!) {\n    matchResultFile(file: $file) {\n      fileName format races rows dates places\n      candidates { racingEventId name place dateFrom dateTo score }\n      chosenEventId error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberResultStats($memberId: Int!) {\n    memberResultStats(memberId: $memberId) {\n      seasonName discipline starts ranked wins podiums topTens bestRank bestFisPoints unranked\n    }\n  }\n"): (typeof documents)["\n  query MemberResultStats($memberId: Int!) {\n    memberResultStats(memberId: $memberId) {\n      seasonName discipline starts ranked wins podiums topTens bestRank bestFisPoints unranked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberResults($memberId: Int!) {\n    memberResults(memberId: $memberId) {\n      racingEventId eventName resultRaceId resultRaceName raceDate place discipline seasonName rank bib totalTime\n      difference fisPoints racePoints status statusLabel rowCount\n    }\n  }\n"): (typeof documents)["\n  query MemberResults($memberId: Int!) {\n    memberResults(memberId: $memberId) {\n      racingEventId eventName resultRaceId resultRaceName raceDate place discipline seasonName rank bib totalTime\n      difference fisPoints racePoints status statusLabel rowCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PairResultRow($resultRaceId: Int!, $ordinal: Int!, $memberId: Int!) {\n    pairResultRow(resultRaceId: $resultRaceId, ordinal: $ordinal, memberId: $memberId)\n  }\n"): (typeof documents)["\n  mutation PairResultRow($resultRaceId: Int!, $ordinal: Int!, $memberId: Int!) {\n    pairResultRow(resultRaceId: $resultRaceId, ordinal: $ordinal, memberId: $memberId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectPairingSuggestion($resultRaceId: Int!, $ordinal: Int!, $memberId: Int!) {\n    rejectPairingSuggestion(resultRaceId: $resultRaceId, ordinal: $ordinal, memberId: $memberId)\n  }\n"): (typeof documents)["\n  mutation RejectPairingSuggestion($resultRaceId: Int!, $ordinal: Int!, $memberId: Int!) {\n    rejectPairingSuggestion(resultRaceId: $resultRaceId, ordinal: $ordinal, memberId: $memberId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnpairResultRow($resultRaceId: Int!, $ordinal: Int!) {\n    unpairResultRow(resultRaceId: $resultRaceId, ordinal: $ordinal)\n  }\n"): (typeof documents)["\n  mutation UnpairResultRow($resultRaceId: Int!, $ordinal: Int!) {\n    unpairResultRow(resultRaceId: $resultRaceId, ordinal: $ordinal)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PairingSuggestions($input: PairingSuggestionsInput!) {\n    pairingSuggestions(input: $input) {\n      racingEventId eventName resultRaceId resultRaceName ordinal rowName rowBirthYear rowClub rowRank\n      memberId memberName memberBirthYear memberClub score\n    }\n  }\n"): (typeof documents)["\n  query PairingSuggestions($input: PairingSuggestionsInput!) {\n    pairingSuggestions(input: $input) {\n      racingEventId eventName resultRaceId resultRaceName ordinal rowName rowBirthYear rowClub rowRank\n      memberId memberName memberBirthYear memberClub score\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResultImport($id: Int!) {\n    resultImport(id: $id) {\n      id racingEventId raceId fileName format state progress totalRows processedRows raceCount\n      counts { key label count }\n      problems error createdAt finishedAt\n    }\n  }\n"): (typeof documents)["\n  query ResultImport($id: Int!) {\n    resultImport(id: $id) {\n      id racingEventId raceId fileName format state progress totalRows processedRows raceCount\n      counts { key label count }\n      problems error createdAt finishedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResultRace($id: Int!) {\n    resultRace(id: $id) {\n      eventName\n      race {\n        id racingEventId raceId raceName name sector discipline genderGroup raceDate place category codex birthYearFrom\n        birthYearTo runCount penalty status statusLabel rowCount pairedCount suggestionCount updatedAt xlsxUrl\n      }\n      rows {\n        ordinal rank bib fisCode lastName firstName nation club clubCode birthYear sex\n        runs { number jump time status distance points }\n        totalTime difference fisPoints racePoints score status statusLabel memberId memberName pairing suggestionCount\n      }\n      actions { canImport canManage canSeeWork }\n      nextStatuses\n    }\n  }\n"): (typeof documents)["\n  query ResultRace($id: Int!) {\n    resultRace(id: $id) {\n      eventName\n      race {\n        id racingEventId raceId raceName name sector discipline genderGroup raceDate place category codex birthYearFrom\n        birthYearTo runCount penalty status statusLabel rowCount pairedCount suggestionCount updatedAt xlsxUrl\n      }\n      rows {\n        ordinal rank bib fisCode lastName firstName nation club clubCode birthYear sex\n        runs { number jump time status distance points }\n        totalTime difference fisPoints racePoints score status statusLabel memberId memberName pairing suggestionCount\n      }\n      actions { canImport canManage canSeeWork }\n      nextStatuses\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResultsEvent($id: Int!) {\n    racingEvent(id: $id) {\n      event { id name dateFrom dateTo place departmentName categoryLabel }\n      races { id name raceDate disciplineName }\n    }\n  }\n"): (typeof documents)["\n  query ResultsEvent($id: Int!) {\n    racingEvent(id: $id) {\n      event { id name dateFrom dateTo place departmentName categoryLabel }\n      races { id name raceDate disciplineName }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateResultRace($id: Int!, $input: ResultRaceDetailsInput!) {\n    updateResultRace(id: $id, input: $input) {\n      race {\n        id racingEventId raceId raceName name discipline genderGroup raceDate place category birthYearFrom birthYearTo\n        status statusLabel rowCount updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateResultRace($id: Int!, $input: ResultRaceDetailsInput!) {\n    updateResultRace(id: $id, input: $input) {\n      race {\n        id racingEventId raceId raceName name discipline genderGroup raceDate place category birthYearFrom birthYearTo\n        status statusLabel rowCount updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadResults($input: UploadResultsInput!, $file: Upload!) {\n    uploadResults(input: $input, file: $file) {\n      id racingEventId raceId fileName format state progress totalRows processedRows raceCount\n      counts { key label count }\n      problems error createdAt finishedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UploadResults($input: UploadResultsInput!, $file: Upload!) {\n    uploadResults(input: $input, file: $file) {\n      id racingEventId raceId fileName format state progress totalRows processedRows raceCount\n      counts { key label count }\n      problems error createdAt finishedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExtendMemberRoles($input: ExtendMemberRolesInput!) {\n    extendMemberRoles(input: $input) { id validTo }\n  }\n"): (typeof documents)["\n  mutation ExtendMemberRoles($input: ExtendMemberRolesInput!) {\n    extendMemberRoles(input: $input) { id validTo }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoleDepartments {\n    departments { id code name }\n  }\n"): (typeof documents)["\n  query RoleDepartments {\n    departments { id code name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoleHolders($kind: MemberRoleKind!, $departmentId: Int, $filter: RoleHoldersFilter, $page: Int!, $perPage: Int!) {\n    roleHolders(kind: $kind, departmentId: $departmentId, filter: $filter, page: $page, perPage: $perPage) {\n      kind kindLabel totalCount page perPage exportUrl canExtend\n      department { id code name }\n      qualifications { value label }\n      nodes {\n        id memberId registrationNumber firstName lastName birthYear clubId clubName\n        qualification qualificationLabel validFrom validTo licenceNumber course valid\n      }\n    }\n  }\n"): (typeof documents)["\n  query RoleHolders($kind: MemberRoleKind!, $departmentId: Int, $filter: RoleHoldersFilter, $page: Int!, $perPage: Int!) {\n    roleHolders(kind: $kind, departmentId: $departmentId, filter: $filter, page: $page, perPage: $perPage) {\n      kind kindLabel totalCount page perPage exportUrl canExtend\n      department { id code name }\n      qualifications { value label }\n      nodes {\n        id memberId registrationNumber firstName lastName birthYear clubId clubName\n        qualification qualificationLabel validFrom validTo licenceNumber course valid\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoleOverview {\n    roleOverview { department { id code name } kind kindLabel valid expiring }\n  }\n"): (typeof documents)["\n  query RoleOverview {\n    roleOverview { department { id code name } kind kindLabel valid expiring }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddSportCenterMember($input: AddSportCenterMemberInput!) {\n    addSportCenterMember(input: $input) { id memberId firstName lastName roleLabel validFrom validTo }\n  }\n"): (typeof documents)["\n  mutation AddSportCenterMember($input: AddSportCenterMemberInput!) {\n    addSportCenterMember(input: $input) { id memberId firstName lastName roleLabel validFrom validTo }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndSportCenterMember($input: EndSportCenterMemberInput!) {\n    endSportCenterMember(input: $input) { id validTo current }\n  }\n"): (typeof documents)["\n  mutation EndSportCenterMember($input: EndSportCenterMemberInput!) {\n    endSportCenterMember(input: $input) { id validTo current }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveSportCenterMember($id: Int!) {\n    removeSportCenterMember(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveSportCenterMember($id: Int!) {\n    removeSportCenterMember(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RepresentationDepartments {\n    departments { id code name }\n  }\n"): (typeof documents)["\n  query RepresentationDepartments {\n    departments { id code name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Representation($departmentId: Int!) {\n    representation(departmentId: $departmentId) {\n      evidenceSeason { id year name }\n      department { id code name }\n      teams {\n        sportCenterId name\n        athletes { memberId slug firstName lastName birthYear clubId clubName clubSlug hasPublicPhoto }\n        coaches { memberId slug firstName lastName birthYear clubId clubName clubSlug hasPublicPhoto }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Representation($departmentId: Int!) {\n    representation(departmentId: $departmentId) {\n      evidenceSeason { id year name }\n      department { id code name }\n      teams {\n        sportCenterId name\n        athletes { memberId slug firstName lastName birthYear clubId clubName clubSlug hasPublicPhoto }\n        coaches { memberId slug firstName lastName birthYear clubId clubName clubSlug hasPublicPhoto }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SportCenterChoices {\n    evidenceSeasons { id year name validFrom validTo }\n    departments { id name }\n  }\n"): (typeof documents)["\n  query SportCenterChoices {\n    evidenceSeasons { id year name validFrom validTo }\n    departments { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SportCenter($id: Int!) {\n    sportCenterDetail(id: $id) {\n      center { id name organisationType organisationTypeLabel departmentId departmentName regionId regionName athletes coaches canWrite }\n      evidenceSeason { id year name validFrom validTo }\n      members {\n        id memberId registrationNumber firstName lastName birthYear clubName role roleLabel validFrom validTo current\n        history { sportCenterId centerName organisationTypeLabel evidenceSeasonName departmentName roleLabel validFrom validTo }\n      }\n      exportUrl\n    }\n  }\n"): (typeof documents)["\n  query SportCenter($id: Int!) {\n    sportCenterDetail(id: $id) {\n      center { id name organisationType organisationTypeLabel departmentId departmentName regionId regionName athletes coaches canWrite }\n      evidenceSeason { id year name validFrom validTo }\n      members {\n        id memberId registrationNumber firstName lastName birthYear clubName role roleLabel validFrom validTo current\n        history { sportCenterId centerName organisationTypeLabel evidenceSeasonName departmentName roleLabel validFrom validTo }\n      }\n      exportUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SportCenterOverview($evidenceSeasonId: Int, $departmentId: Int) {\n    sportCenterOverview(evidenceSeasonId: $evidenceSeasonId, departmentId: $departmentId) {\n      evidenceSeason { id year name validFrom validTo }\n      centers { id name organisationType organisationTypeLabel departmentId departmentName regionId regionName athletes coaches canWrite }\n      byType { organisationType label centers athletes coaches }\n    }\n  }\n"): (typeof documents)["\n  query SportCenterOverview($evidenceSeasonId: Int, $departmentId: Int) {\n    sportCenterOverview(evidenceSeasonId: $evidenceSeasonId, departmentId: $departmentId) {\n      evidenceSeason { id year name validFrom validTo }\n      centers { id name organisationType organisationTypeLabel departmentId departmentName regionId regionName athletes coaches canWrite }\n      byType { organisationType label centers athletes coaches }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Statistics($input: StatisticsInput!) {\n    statistics(input: $input) {\n      year previousYear kind definition keyDate takenAt finalSnapshot measures downloadUrl canTakeSnapshot\n      rows { id name code values previous male female changePercent }\n      total { id name code values previous male female changePercent }\n      ages { age male female }\n    }\n  }\n"): (typeof documents)["\n  query Statistics($input: StatisticsInput!) {\n    statistics(input: $input) {\n      year previousYear kind definition keyDate takenAt finalSnapshot measures downloadUrl canTakeSnapshot\n      rows { id name code values previous male female changePercent }\n      total { id name code values previous male female changePercent }\n      ages { age male female }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StatisticsSeasons {\n    statisticsSeasons\n    departments { id code name }\n  }\n"): (typeof documents)["\n  query StatisticsSeasons {\n    statisticsSeasons\n    departments { id code name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TakeStatisticsSnapshot($year: Int!) {\n    takeStatisticsSnapshot(year: $year)\n  }\n"): (typeof documents)["\n  mutation TakeStatisticsSnapshot($year: Int!) {\n    takeStatisticsSnapshot(year: $year)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TimekeepingCompanyList {\n    timekeepingCompanies { id name ico email phone web contactPerson eventCount accountCount access }\n  }\n"): (typeof documents)["\n  query TimekeepingCompanyList {\n    timekeepingCompanies { id name ico email phone web contactPerson eventCount accountCount access }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TimekeepingCompany($id: Int!) {\n    timekeepingCompany(id: $id) { id name ico email phone web contactPerson note eventCount accountCount access }\n  }\n"): (typeof documents)["\n  query TimekeepingCompany($id: Int!) {\n    timekeepingCompany(id: $id) { id name ico email phone web contactPerson note eventCount accountCount access }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTimekeepingCompany($input: TimekeepingCompanyInput!) {\n    createTimekeepingCompany(input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation CreateTimekeepingCompany($input: TimekeepingCompanyInput!) {\n    createTimekeepingCompany(input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTimekeepingCompany($id: Int!, $input: TimekeepingCompanyInput!) {\n    updateTimekeepingCompany(id: $id, input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation UpdateTimekeepingCompany($id: Int!, $input: TimekeepingCompanyInput!) {\n    updateTimekeepingCompany(id: $id, input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeTransfer($input: ChangeTransferInput!) {\n    changeTransfer(input: $input) { id state stateLabel }\n  }\n"): (typeof documents)["\n  mutation ChangeTransfer($input: ChangeTransferInput!) {\n    changeTransfer(input: $input) { id state stateLabel }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestTransfer($input: RequestTransferInput!) {\n    requestTransfer(input: $input) { id memberName toClubName fromClubName state stateLabel }\n  }\n"): (typeof documents)["\n  mutation RequestTransfer($input: RequestTransferInput!) {\n    requestTransfer(input: $input) { id memberName toClubName fromClubName state stateLabel }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransferCandidate($registrationNumber: Int!) {\n    transferCandidate(registrationNumber: $registrationNumber) { memberId registrationNumber memberName birthYear clubId clubName }\n  }\n"): (typeof documents)["\n  query TransferCandidate($registrationNumber: Int!) {\n    transferCandidate(registrationNumber: $registrationNumber) { memberId registrationNumber memberName birthYear clubId clubName }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransferChoices {\n    clubs(input: { perPage: 500, sort: [{ field: NAME, direction: ASC }], filter: { state: ACTIVE } }) {\n      nodes { id name code access departments { id name } }\n    }\n    departments { id name }\n    seasons { id name }\n  }\n"): (typeof documents)["\n  query TransferChoices {\n    clubs(input: { perPage: 500, sort: [{ field: NAME, direction: ASC }], filter: { state: ACTIVE } }) {\n      nodes { id name code access departments { id name } }\n    }\n    departments { id name }\n    seasons { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Transfers($input: TransfersInput!) {\n    transfers(input: $input) {\n      page perPage hasMore canRequest\n      items {\n        id kind kindLabel state stateLabel memberId registrationNumber memberName birthYear\n        fromClubId fromClubName toClubId toClubName departmentId departmentName validFrom validTo\n        note reason endedDepartmentIds endedDepartmentNames createdAt actions\n        history { state stateLabel at note actorName }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Transfers($input: TransfersInput!) {\n    transfers(input: $input) {\n      page perPage hasMore canRequest\n      items {\n        id kind kindLabel state stateLabel memberId registrationNumber memberName birthYear\n        fromClubId fromClubName toClubId toClubName departmentId departmentName validFrom validTo\n        note reason endedDepartmentIds endedDepartmentNames createdAt actions\n        history { state stateLabel at note actorName }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteStaff($input: InviteUserInput!) {\n    inviteUser(input: $input)\n  }\n"): (typeof documents)["\n  mutation InviteStaff($input: InviteUserInput!) {\n    inviteUser(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TimekeepingCompanies {\n    timekeepingCompanies { id name }\n  }\n"): (typeof documents)["\n  query TimekeepingCompanies {\n    timekeepingCompanies { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvitableClubs {\n    clubs(input: { perPage: 500, filter: { state: ACTIVE } }) { nodes { id name code } }\n  }\n"): (typeof documents)["\n  query InvitableClubs {\n    clubs(input: { perPage: 500, filter: { state: ACTIVE } }) { nodes { id name code } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Users($input: UsersInput!) {\n    users(input: $input) { page perPage hasMore canInviteStaff items {\n      id firstName lastName email active hasPassword lastLoginAt createdAt\n      identities { id identityType role clubId memberId permissions createdAt canRevoke }\n    } }\n  }\n"): (typeof documents)["\n  query Users($input: UsersInput!) {\n    users(input: $input) { page perPage hasMore canInviteStaff items {\n      id firstName lastName email active hasPassword lastLoginAt createdAt\n      identities { id identityType role clubId memberId permissions createdAt canRevoke }\n    } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserDetail($id: Int!) {\n    user(id: $id) { canBlock user {\n      id firstName lastName email active hasPassword lastLoginAt createdAt\n      identities { id identityType role clubId memberId permissions createdAt canRevoke }\n    } }\n  }\n"): (typeof documents)["\n  query UserDetail($id: Int!) {\n    user(id: $id) { canBlock user {\n      id firstName lastName email active hasPassword lastLoginAt createdAt\n      identities { id identityType role clubId memberId permissions createdAt canRevoke }\n    } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserInvitations {\n    userInvitations { id email firstName lastName identityType role permissions createdAt expiresAt expired invitedBy canChange }\n  }\n"): (typeof documents)["\n  query UserInvitations {\n    userInvitations { id email firstName lastName identityType role permissions createdAt expiresAt expired invitedBy canChange }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendInvitation($id: Int!) { resendInvitation(id: $id) { id expiresAt } }\n"): (typeof documents)["\n  mutation ResendInvitation($id: Int!) { resendInvitation(id: $id) { id expiresAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeInvitation($id: Int!) { revokeInvitation(id: $id) { id } }\n"): (typeof documents)["\n  mutation RevokeInvitation($id: Int!) { revokeInvitation(id: $id) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAccountBlocked($id: Int!, $blocked: Boolean!) { setAccountBlocked(id: $id, blocked: $blocked) { canBlock user { id active } } }\n"): (typeof documents)["\n  mutation SetAccountBlocked($id: Int!, $blocked: Boolean!) { setAccountBlocked(id: $id, blocked: $blocked) { canBlock user { id active } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeIdentity($id: Int!) { revokeIdentity(id: $id) }\n"): (typeof documents)["\n  mutation RevokeIdentity($id: Int!) { revokeIdentity(id: $id) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceOverview {\n    workspaceOverview {\n      counts { item label count capped }\n      resultWork { racingEventId name dateFrom dateTo unsignedRaces publishedRaces lastUploadAt lastUploadFailed }\n      entryDeadlines { racingEventId name place dateFrom dateTo registrationDeadline departmentName clubEntries }\n      ownEntries { raceEntryId racingEventId eventName place dateFrom dateTo raceName categoryName bib state }\n      evidenceSeasonName\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceOverview {\n    workspaceOverview {\n      counts { item label count capped }\n      resultWork { racingEventId name dateFrom dateTo unsignedRaces publishedRaces lastUploadAt lastUploadFailed }\n      entryDeadlines { racingEventId name place dateFrom dateTo registrationDeadline departmentName clubEntries }\n      ownEntries { raceEntryId racingEventId eventName place dateFrom dateTo raceName categoryName bib state }\n      evidenceSeasonName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GlobalSearch($text: String!) {\n    globalSearch(text: $text) {\n      members { id registrationNumber firstName lastName birthYear clubName }\n      moreMembers\n      clubs { id code name regionName }\n      moreClubs\n      events { id name place dateFrom dateTo }\n      moreEvents\n    }\n  }\n"): (typeof documents)["\n  query GlobalSearch($text: String!) {\n    globalSearch(text: $text) {\n      members { id registrationNumber firstName lastName birthYear clubName }\n      moreMembers\n      clubs { id code name regionName }\n      moreClubs\n      events { id name place dateFrom dateTo }\n      moreEvents\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;