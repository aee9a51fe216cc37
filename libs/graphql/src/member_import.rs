//! Member imports over `stopa_app::member_import`: the upload with its preview, confirming,
//! the progress and the rows with their outcomes.

use async_graphql::{Context, InputObject, Object, SimpleObject, Upload};
use chrono::{DateTime, Utc};
use stopa_app::member_import::{self as app, UploadMemberImport};
use stopa_db::member_import::ImportRowView;
use stopa_domain::member_import::ImportOutcome;

use crate::context::{asked, read_upload};
use crate::error::ApiResult;
use stopa_domain::member_import::Encoding;
use stopa_domain::member_import::ImportProgress;
use stopa_domain::member_import::ImportState;

/// A column of the file and what Stopa reads from it.
#[derive(SimpleObject, Debug, Clone)]
pub struct MemberImportColumn {
    pub index: i32,
    pub header: String,
    /// The member field's code (FIRST_NAME, BIRTH_NUMBER, ...); null when ignored.
    pub field: Option<String>,
    /// The member field in Czech; null when ignored.
    pub field_label: Option<String>,
}

/// Rows of one outcome.
#[derive(SimpleObject, Debug, Clone)]
pub struct MemberImportCount {
    pub outcome: ImportOutcome,
    /// The outcome's Czech message.
    pub message: String,
    pub count: i64,
}

/// An import of a file of members into a club.
#[derive(SimpleObject, Debug, Clone)]
pub struct MemberImport {
    pub id: i64,
    pub club_id: i64,
    pub club_name: String,
    pub file_name: String,
    /// CSV, XLSX, XLS or ODS.
    pub file_kind: String,
    /// The encoding a CSV was read in.
    pub encoding: Option<Encoding>,
    /// The recognised column layout, in Czech ("Rejstřík sportu (NSA) V3", ...).
    pub layout: String,
    pub state: ImportState,
    /// The spec's progress: COMPLETED, IN_PROGRESS or UNKNOWN.
    pub progress: ImportProgress,
    pub total_rows: i32,
    pub processed_rows: i32,
    /// Rows per outcome: predicted while a draft, of the run since.
    pub counts: Vec<MemberImportCount>,
    pub columns: Vec<MemberImportColumn>,
    /// Notes on reading the file (an encoding that looks wrong).
    pub warnings: Vec<String>,
    /// Why a failed import stopped.
    pub error: Option<String>,
    pub created_at: DateTime<Utc>,
    pub finished_at: Option<DateTime<Utc>>,
    /// Where the skipped rows are downloaded as CSV (to fix and upload again).
    pub skipped_rows_url: String,
}

fn column_label(code: &str) -> Option<String> {
    stopa_formats::member_import::MemberColumn::ALL
        .into_iter()
        .find(|column| column.code() == code)
        .map(|column| column.label().to_owned())
}

impl MemberImport {
    fn of(import: app::MemberImport, contact_email: &str) -> Self {
        let counts = import
            .counts()
            .into_iter()
            .map(|(outcome, count)| MemberImportCount {
                outcome,
                message: outcome.message(contact_email),
                count,
            })
            .collect();
        let row = import.row;
        let layout = stopa_formats::member_import::Layout::ALL
            .into_iter()
            .find(|layout| layout.code() == row.layout)
            .map_or_else(|| row.layout.clone(), |layout| layout.label().to_owned());
        Self {
            id: row.member_import_id,
            club_id: row.club_id,
            club_name: row.club_name,
            file_name: row.file_name,
            file_kind: row.file_kind,
            encoding: row.encoding.as_deref().and_then(Encoding::parse),
            layout,
            state: row.state,
            progress: row.state.progress(),
            total_rows: row.total_rows,
            processed_rows: row.processed_rows,
            counts,
            columns: import
                .mapping
                .into_iter()
                .map(|column| MemberImportColumn {
                    index: column.index as i32,
                    field_label: column.column.as_deref().and_then(column_label),
                    field: column.column,
                    header: column.header,
                })
                .collect(),
            warnings: import.warnings,
            error: row.error,
            created_at: row.created_at,
            finished_at: row.finished_at,
            skipped_rows_url: format!(
                "/api/member-imports/{}/skipped-rows.csv",
                row.member_import_id
            ),
        }
    }
}

/// One row of an import.
#[derive(SimpleObject, Debug, Clone)]
pub struct MemberImportRow {
    /// The row's number in the file (the header is row 1).
    pub line: i32,
    /// "Příjmení Jméno" as the row gives it.
    pub name: String,
    pub outcome: ImportOutcome,
    /// True while the outcome is only the preview's prediction.
    pub predicted: bool,
    /// The outcome's Czech message.
    pub message: String,
    /// More about it (which address was not found, a left-out e-mail).
    pub detail: Option<String>,
    /// The member created or enrolled.
    pub member_id: Option<i64>,
}

impl MemberImportRow {
    fn of(row: ImportRowView, contact_email: &str) -> Self {
        let predicted = row.outcome.is_none();
        let outcome = row.outcome.unwrap_or(row.predicted_outcome);
        Self {
            line: row.line,
            name: row.name,
            outcome,
            predicted,
            message: outcome.message(contact_email),
            detail: if predicted {
                row.predicted_detail
            } else {
                row.detail
            },
            member_id: row.member_id,
        }
    }
}

/// A page of an import's rows.
#[derive(SimpleObject, Debug, Clone)]
pub struct MemberImportRowPage {
    pub nodes: Vec<MemberImportRow>,
    pub total_count: i64,
}

#[derive(InputObject, Debug)]
pub struct MemberImportRowsInput {
    pub member_import_id: i64,
    /// Only rows of this outcome.
    pub outcome: Option<ImportOutcome>,
    #[graphql(default = 1)]
    pub page: i32,
    #[graphql(default = 50)]
    pub per_page: i32,
}

#[derive(InputObject, Debug)]
pub struct UploadMemberImportInput {
    pub club_id: i64,
    /// The file's encoding (CSV only); detected when not given.
    pub encoding: Option<Encoding>,
}

#[derive(Default)]
pub struct MemberImportQuery;

#[Object]
impl MemberImportQuery {
    /// One import with its counts; for those who may import into its club.
    async fn member_import(&self, ctx: &Context<'_>, id: i64) -> ApiResult<MemberImport> {
        let (services, request) = asked(ctx)?;
        Ok(MemberImport::of(
            app::member_import(services, request, id).await?,
            &services.contact_email,
        ))
    }

    /// A page of an import's rows in file order.
    async fn member_import_rows(
        &self,
        ctx: &Context<'_>,
        input: MemberImportRowsInput,
    ) -> ApiResult<MemberImportRowPage> {
        let (services, request) = asked(ctx)?;
        let (rows, total_count) = app::member_import_rows(
            services,
            request,
            input.member_import_id,
            input.outcome,
            i64::from(input.page),
            i64::from(input.per_page),
        )
        .await?;
        Ok(MemberImportRowPage {
            nodes: rows
                .into_iter()
                .map(|row| MemberImportRow::of(row, &services.contact_email))
                .collect(),
            total_count,
        })
    }

    /// The imports into a club (confirmed ones), newest first.
    async fn club_member_imports(
        &self,
        ctx: &Context<'_>,
        club_id: i64,
    ) -> ApiResult<Vec<MemberImport>> {
        let (services, request) = asked(ctx)?;
        Ok(app::club_imports(services, request, club_id)
            .await?
            .into_iter()
            .map(|import| MemberImport::of(import, &services.contact_email))
            .collect())
    }
}

#[derive(Default)]
pub struct MemberImportMutation;

#[Object]
impl MemberImportMutation {
    /// Uploads a file of members (CSV, XLSX, XLS or ODS; at most 20 MB and 100,000 rows) and
    /// returns the preview: the mapped columns and every row's predicted outcome. Nothing is
    /// written to the register until `confirmMemberImport`.
    async fn upload_member_import(
        &self,
        ctx: &Context<'_>,
        input: UploadMemberImportInput,
        file: Upload,
    ) -> ApiResult<MemberImport> {
        let (services, request) = asked(ctx)?;
        let (file_name, bytes) =
            read_upload(ctx, &file, stopa_domain::member_import::MAX_IMPORT_BYTES)?;
        let import = app::upload_member_import(
            services,
            request,
            UploadMemberImport {
                club_id: input.club_id,
                file_name,
                bytes,
                encoding: input.encoding,
            },
        )
        .await?;
        Ok(MemberImport::of(import, &services.contact_email))
    }

    /// Starts a previewed import: the worker imports the rows and the import's progress shows
    /// how far it got.
    async fn confirm_member_import(&self, ctx: &Context<'_>, id: i64) -> ApiResult<MemberImport> {
        let (services, request) = asked(ctx)?;
        Ok(MemberImport::of(
            app::confirm_member_import(services, request, id).await?,
            &services.contact_email,
        ))
    }

    /// Throws a previewed import away.
    async fn discard_member_import(&self, ctx: &Context<'_>, id: i64) -> ApiResult<bool> {
        let (services, request) = asked(ctx)?;
        app::discard_member_import(services, request, id).await?;
        Ok(true)
    }
}
