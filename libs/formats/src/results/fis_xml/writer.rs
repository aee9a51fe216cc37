//! Writing races as FIS Data Exchange XML in the current layout, UTF-8, indented.

use stopa_domain::member::Sex;
use stopa_domain::racing_event::GenderGroup;

use crate::results::time::format_fis;
use crate::results::{ParsedResults, Race, ResultRow, ResultStatus, Run, RunKind, RunTime, Sector};

/// Writes results as FIS Data Exchange XML in the current layout, UTF-8. One race makes a
/// standard file; several races are written as several header-and-race pairs under one
/// `<Fisresults>`, which [`parse`](super::parse) reads back but FIS itself expects as separate
/// files (zip them for FIS). [`parse`](super::parse) reads the bytes back into equal races (the
/// `source_file` and the clubs' JSON details aside, which FIS files have no place for).
pub fn write(results: &ParsedResults) -> Vec<u8> {
    let mut out = XmlOut::default();
    out.text
        .push_str("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    out.open("Fisresults", &[]);
    for race in &results.races {
        write_race(&mut out, race);
    }
    out.close("Fisresults");
    out.text.into_bytes()
}

fn write_race(out: &mut XmlOut, race: &Race) {
    let sector = race.sector.code();
    let gender = race.gender.map(|gender| match gender {
        GenderGroup::Male => "M",
        GenderGroup::Female => "W",
        GenderGroup::Both => "A",
    });
    let mut attributes = vec![("Sector", sector.to_owned())];
    if let Some(gender) = gender {
        attributes.push(("Gender", gender.to_owned()));
    }
    out.open("Raceheader", &attributes);
    out.leaf_opt("Season", race.season.map(|season| season.to_string()));
    out.leaf_opt("Codex", race.codex.clone());
    out.leaf_opt("NAT_code", race.national_code.clone());
    out.leaf_opt("Nation", race.nation.clone());
    out.leaf_opt("Discipline", race.discipline.clone());
    out.leaf_opt("Category", race.category.clone());
    out.leaf("Type", "Official");
    out.leaf_opt("Eventname", race.event_name.clone());
    out.leaf_opt("Place", race.place.clone());
    if let Some(date) = race.date {
        use chrono::Datelike as _;
        out.open("Racedate", &[]);
        out.leaf("Day", &date.day().to_string());
        out.leaf("Month", &date.month().to_string());
        out.leaf("Year", &date.year().to_string());
        out.close("Racedate");
    }
    out.close("Raceheader");

    let race_element = format!("{sector}_race");
    out.open(&race_element, &[]);
    let info = format!("{sector}_raceinfo");
    out.open(&info, &[]);
    for number in 1..=race.run_count {
        out.empty("Runinfo", &[("No", number.to_string())]);
    }
    out.leaf_opt(
        "AppliedPenalty",
        race.penalty.map(|points| points.to_string()),
    );
    out.leaf_opt("Fvalue", race.f_value.map(|points| points.to_string()));
    out.close(&info);
    let (classified, not_classified): (Vec<&ResultRow>, Vec<&ResultRow>) = race
        .rows
        .iter()
        .partition(|row| row.status == ResultStatus::Qlf || row.rank.is_some());
    for (rows, section, element) in [
        (&classified, "classified", "ranked"),
        (&not_classified, "notclassified", "notranked"),
    ] {
        if rows.is_empty() {
            continue;
        }
        let section = format!("{sector}_{section}");
        out.open(&section, &[]);
        for row in rows {
            write_row(out, race.sector, &format!("{sector}_{element}"), row);
        }
        out.close(&section);
    }
    out.close(&race_element);
}

fn write_row(out: &mut XmlOut, sector: Sector, element: &str, row: &ResultRow) {
    let code = sector.code();
    out.open(element, &[("Status", row.status.code().to_owned())]);
    out.leaf_opt("Rank", row.rank.map(|rank| rank.to_string()));
    out.leaf_opt("Run", row.status_run.map(|run| run.to_string()));
    out.leaf_opt("Bib", row.bib.map(|bib| bib.to_string()));
    out.open("Competitor", &[]);
    out.leaf_opt("FisCode", row.fis_code.clone());
    out.leaf("Lastname", &row.last_name);
    out.leaf("Firstname", &row.first_name);
    out.leaf_opt(
        "Gender",
        row.sex.map(|sex| match sex {
            Sex::Male => "M".to_owned(),
            Sex::Female => "F".to_owned(),
        }),
    );
    out.leaf_opt("Nation", row.nation.clone());
    out.leaf_opt("YearOfBirth", row.birth_year.map(|year| year.to_string()));
    out.leaf_opt("ClubName", row.club.clone());
    out.leaf_opt("NAT_code", row.national_code.clone());
    out.close("Competitor");

    // Alpine and snowboard files carry plain run times in the result (TimeRunN); everything
    // else about runs goes into the result detail.
    let in_result = |run: &Run| {
        matches!(sector, Sector::Alpine | Sector::Snowboard)
            && run.kind == RunKind::Run
            && run.time.is_some()
            && run.distance.is_none()
            && run.points.is_none()
    };
    let mut result = XmlOut::nested(out.depth + 1);
    for run in row.runs.iter().filter(|run| in_result(run)) {
        result.leaf_opt(
            &format!("TimeRun{}", run.number),
            run.time.map(run_time_text),
        );
    }
    result.leaf_opt("TotalTime", row.total_time_ms.map(format_fis));
    result.leaf_opt("Diff", row.difference_ms.map(format_fis));
    result.leaf_opt(
        "RacePoints",
        row.race_points.map(|points| points.to_string()),
    );
    result.leaf_opt("FisPoints", row.fis_points.map(|points| points.to_string()));
    let score_element = match sector {
        Sector::Snowboard | Sector::Freestyle => "Totalscore",
        _ => "Totalpoints",
    };
    result.leaf_opt(score_element, row.score.map(|points| points.to_string()));
    if !result.text.is_empty() {
        let element = format!("{code}_result");
        out.open(&element, &[]);
        out.text.push_str(&result.text);
        out.close(&element);
    }

    let detail: Vec<&Run> = row.runs.iter().filter(|run| !in_result(run)).collect();
    if !detail.is_empty() {
        let element = format!("{code}_resultdetail");
        out.open(&element, &[]);
        for run in detail {
            let name = match (run.kind, sector) {
                (RunKind::Jump, _) => "Jump",
                (RunKind::Run, Sector::NordicCombined) => "Race",
                (RunKind::Run, _) => "Run",
            };
            let mut attributes = vec![("No", run.number.to_string())];
            if let Some(RunTime::Status(status)) = run.time {
                attributes.push(("Status", status.code().to_owned()));
            }
            out.open(name, &attributes);
            if let Some(RunTime::Finished { milliseconds }) = run.time {
                out.leaf("Time", &format_fis(milliseconds));
            }
            out.leaf_opt(
                "Distance",
                run.distance.map(|distance| distance.to_string()),
            );
            out.leaf_opt("Points", run.points.map(|points| points.to_string()));
            out.close(name);
        }
        out.close(&element);
    }
    out.close(element);
}

fn run_time_text(time: RunTime) -> String {
    match time {
        RunTime::Finished { milliseconds } => format_fis(milliseconds),
        RunTime::Status(status) => status.code().to_owned(),
    }
}

/// A stored text as XML 1.0 may carry it: a character it cannot (a control character, a
/// noncharacter) is left out, so the file stays well-formed whatever an old row holds.
fn xml_text(text: &str) -> std::borrow::Cow<'_, str> {
    if text.chars().all(stopa_domain::text::is_printable) {
        std::borrow::Cow::Borrowed(text)
    } else {
        std::borrow::Cow::Owned(
            text.chars()
                .filter(|c| stopa_domain::text::is_printable(*c))
                .collect(),
        )
    }
}

/// An indented XML text being written.
#[derive(Default)]
struct XmlOut {
    text: String,
    depth: usize,
}

impl XmlOut {
    fn nested(depth: usize) -> Self {
        Self {
            text: String::new(),
            depth,
        }
    }

    fn indent(&mut self) {
        for _ in 0..self.depth {
            self.text.push_str("  ");
        }
    }

    fn start_tag(&mut self, name: &str, attributes: &[(&str, String)]) {
        self.indent();
        self.text.push('<');
        self.text.push_str(name);
        for (key, value) in attributes {
            self.text.push(' ');
            self.text.push_str(key);
            self.text.push_str("=\"");
            self.text
                .push_str(&quick_xml::escape::escape(xml_text(value)));
            self.text.push('"');
        }
    }

    fn open(&mut self, name: &str, attributes: &[(&str, String)]) {
        self.start_tag(name, attributes);
        self.text.push_str(">\n");
        self.depth += 1;
    }

    fn empty(&mut self, name: &str, attributes: &[(&str, String)]) {
        self.start_tag(name, attributes);
        self.text.push_str("/>\n");
    }

    fn close(&mut self, name: &str) {
        self.depth = self.depth.saturating_sub(1);
        self.indent();
        self.text.push_str("</");
        self.text.push_str(name);
        self.text.push_str(">\n");
    }

    fn leaf(&mut self, name: &str, value: &str) {
        self.indent();
        self.text.push('<');
        self.text.push_str(name);
        self.text.push('>');
        self.text
            .push_str(&quick_xml::escape::escape(xml_text(value)));
        self.text.push_str("</");
        self.text.push_str(name);
        self.text.push_str(">\n");
    }

    fn leaf_opt(&mut self, name: &str, value: Option<String>) {
        if let Some(value) = value {
            self.leaf(name, &value);
        }
    }
}
