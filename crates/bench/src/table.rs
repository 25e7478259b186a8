//! The results as a Markdown table, with the facts needed to reproduce it.

/// One side of a row: the median time per launch over the rounds and the rate it gives.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Measure {
    pub ms: f64,
    pub rate: f64,
}

pub struct Row {
    pub kernel: String,
    pub unit: String,
    pub reference: Result<Measure, String>,
    pub ferrocuda: Result<Measure, String>,
    /// Shown in the status column after "ok" or the failures.
    pub notes: Vec<String>,
}

pub struct Table {
    /// Column headings of the two sides, e.g. "native C/OpenMP" and "ferrocuda CPU".
    pub reference_name: String,
    pub ferrocuda_name: String,
    pub rows: Vec<Row>,
    /// Lines after the table, each a Markdown list item.
    pub facts: Vec<String>,
}

impl Table {
    pub fn to_markdown(&self) -> String {
        let mut s = String::new();
        s += &format!(
            "| kernel | unit | {} | {} | ratio (ferrocuda / {}) | status |\n",
            self.reference_name,
            self.ferrocuda_name,
            self.reference_name
                .split_whitespace()
                .next()
                .unwrap_or("reference")
        );
        s += "|---|---|---:|---:|---:|---|\n";
        for row in &self.rows {
            let ratio = match (&row.reference, &row.ferrocuda) {
                (Ok(r), Ok(f)) => significant(f.rate / r.rate),
                _ => "–".to_string(),
            };
            s += &format!(
                "| {} | {} | {} | {} | {} | {} |\n",
                cell_text(&row.kernel),
                cell_text(&row.unit),
                measure_cell(&row.reference),
                measure_cell(&row.ferrocuda),
                ratio,
                cell_text(&self.status(row)),
            );
        }
        s += "\n";
        for fact in &self.facts {
            s += &format!("- {fact}\n");
        }
        s
    }

    fn status(&self, row: &Row) -> String {
        let mut parts = Vec::new();
        if let Err(e) = &row.reference {
            parts.push(format!("{} failed: {e}", self.reference_name));
        }
        if let Err(e) = &row.ferrocuda {
            parts.push(format!("{} failed: {e}", self.ferrocuda_name));
        }
        if parts.is_empty() {
            parts.push("ok".to_string());
        }
        parts.extend(row.notes.iter().cloned());
        parts.join("; ")
    }
}

fn measure_cell(m: &Result<Measure, String>) -> String {
    match m {
        Ok(m) => format!("{} ({} ms)", significant(m.rate), significant(m.ms)),
        Err(_) => "failed".to_string(),
    }
}

/// Text that cannot break the table: no pipes, no line breaks.
fn cell_text(s: &str) -> String {
    s.replace('|', "\\|").replace(['\n', '\r'], " ")
}

/// Three significant digits, without an exponent: 123, 34.9, 1.05, 0.0482.
pub fn significant(x: f64) -> String {
    if !x.is_finite() || x == 0.0 {
        return format!("{x}");
    }
    let magnitude = x.abs().log10().floor() as i32;
    let decimals = (2 - magnitude).max(0) as usize;
    format!("{x:.decimals$}")
}

/// The median of `xs` (the mean of the middle two for an even count); `None` when empty.
pub fn median(xs: &[f64]) -> Option<f64> {
    let mut v = xs.to_vec();
    v.sort_by(f64::total_cmp);
    let n = v.len();
    match n {
        0 => None,
        _ if n % 2 == 1 => Some(v[n / 2]),
        _ => Some((v[n / 2 - 1] + v[n / 2]) / 2.0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_significant_digits() {
        assert_eq!(significant(123.4), "123");
        assert_eq!(significant(1234.5), "1234");
        assert_eq!(significant(34.94), "34.9");
        assert_eq!(significant(1.054), "1.05");
        assert_eq!(significant(0.04823), "0.0482");
        assert_eq!(significant(0.0003), "0.000300");
    }

    #[test]
    fn median_of_odd_and_even_counts() {
        assert_eq!(median(&[3.0, 1.0, 2.0]), Some(2.0));
        assert_eq!(median(&[4.0, 1.0, 3.0, 2.0]), Some(2.5));
        assert_eq!(median(&[]), None);
    }

    #[test]
    fn table_with_a_failed_row() {
        let table = Table {
            reference_name: "native C/OpenMP".to_string(),
            ferrocuda_name: "ferrocuda CPU".to_string(),
            rows: vec![
                Row {
                    kernel: "vecadd 16M floats".to_string(),
                    unit: "GB/s".to_string(),
                    reference: Ok(Measure {
                        ms: 5.77,
                        rate: 34.9,
                    }),
                    ferrocuda: Ok(Measure {
                        ms: 11.54,
                        rate: 17.45,
                    }),
                    notes: vec![],
                },
                Row {
                    kernel: "scan 4M".to_string(),
                    unit: "GB/s".to_string(),
                    reference: Ok(Measure {
                        ms: 1.2,
                        rate: 27.9,
                    }),
                    ferrocuda: Err("prog.cu:3:1: error: a | b".to_string()),
                    notes: vec!["ferrocuda ran with BENCH_REPS=5".to_string()],
                },
            ],
            facts: vec!["Machine: test".to_string()],
        };
        assert_eq!(
            table.to_markdown(),
            "| kernel | unit | native C/OpenMP | ferrocuda CPU | ratio (ferrocuda / native) | status |\n\
             |---|---|---:|---:|---:|---|\n\
             | vecadd 16M floats | GB/s | 34.9 (5.77 ms) | 17.4 (11.5 ms) | 0.500 | ok |\n\
             | scan 4M | GB/s | 27.9 (1.20 ms) | failed | – | ferrocuda CPU failed: prog.cu:3:1: error: a \\| b; \
             ferrocuda ran with BENCH_REPS=5 |\n\
             \n\
             - Machine: test\n"
        );
    }
}
