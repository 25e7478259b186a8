//! Edits of the preprocessed text by byte range.
//!
//! Invariant: an edit never changes how many lines the text it replaces spans, and keeps every
//! line marker (`# 12 "file"`) inside it. So each line of the user's code stays on its line,
//! the line markers still describe the text, and the host compiler's diagnostics point at the
//! user's lines. The only edits that add lines are the prelude and the registration appended
//! at the end, which bring their own line markers.

/// One replacement of `src[start..end]`.
#[derive(Clone, Debug)]
struct Edit {
    start: usize,
    end: usize,
    text: String,
}

#[derive(Debug, Default)]
pub struct Edits {
    edits: Vec<Edit>,
    /// Ranges removed or replaced wholesale (device functions, kernel bodies): nothing else
    /// may edit inside them. Kept sorted by start once [`Edits::seal_claims`] ran.
    claimed: Vec<(usize, usize)>,
}

/// `src` with everything but newlines and line markers dropped: what a removed range becomes.
pub fn keep_lines(src: &str) -> String {
    let pieces: Vec<&str> = src.split('\n').collect();
    let last = pieces.len() - 1;
    let mut out = String::new();
    for (k, line) in pieces.iter().enumerate().skip(1) {
        out.push('\n');
        // The first and last pieces may be partial lines; a whole line that is a line marker
        // stays as it is. Other directives (`#pragma unroll` in a kernel) go with the code.
        if k < last && is_line_marker(line) {
            out.push_str(line);
        }
    }
    out
}

/// `# 12 "file" 2` or `#line 12 "file"`.
fn is_line_marker(line: &str) -> bool {
    let Some(rest) = line.trim_start().strip_prefix('#') else {
        return false;
    };
    let rest = rest.trim_start();
    let rest = rest.strip_prefix("line").unwrap_or(rest).trim_start();
    rest.starts_with(|c: char| c.is_ascii_digit())
}

/// `src` with every character but newlines turned into a space: columns stay where they were.
pub fn spaces(src: &str) -> String {
    src.chars()
        .map(|c| if c == '\n' { '\n' } else { ' ' })
        .collect()
}

/// `s` on one line: newlines become spaces, and line markers, which the preprocessor writes
/// around what a system header's macro expands to (`k<INT64_MIN>`), are left out.
pub fn one_line(s: &str) -> String {
    s.split('\n')
        .filter(|line| !super::skim::is_marker(line))
        .map(|line| line.trim_end_matches('\r'))
        .collect::<Vec<_>>()
        .join(" ")
}

impl Edits {
    /// Removes `src[start..end]`, keeping its line structure.
    pub fn remove(&mut self, src: &str, start: usize, end: usize) {
        self.claim(start, end);
        self.push(start, end, keep_lines(&src[start..end]));
    }

    /// Replaces `src[start..end]` by `text` (which must be one line), followed by the lines the
    /// range spanned.
    pub fn replace(&mut self, src: &str, start: usize, end: usize, text: &str) {
        debug_assert!(!text.contains('\n'));
        self.push(
            start,
            end,
            format!("{text}{}", keep_lines(&src[start..end])),
        );
    }

    /// Like [`Edits::replace`], and nothing else may edit inside the range.
    pub fn replace_claimed(&mut self, src: &str, start: usize, end: usize, text: &str) {
        self.claim(start, end);
        self.replace(src, start, end, text);
    }

    /// Replaces the identifier `tok` (which spans no line break) by `text`.
    pub fn rename(&mut self, tok: &super::tokens::Tok, text: &str) {
        self.push(tok.start, tok.end, text.to_string());
    }

    /// Blanks `src[start..end]` with spaces.
    pub fn blank(&mut self, src: &str, start: usize, end: usize) {
        self.push(start, end, spaces(&src[start..end]));
    }

    pub fn insert(&mut self, at: usize, text: impl Into<String>) {
        self.push(at, at, text.into());
    }

    /// Text that may span lines; only for the prelude and the registration, which carry
    /// their own line markers.
    pub fn insert_lines(&mut self, at: usize, text: impl Into<String>) {
        self.push(at, at, text.into());
    }

    fn push(&mut self, start: usize, end: usize, text: String) {
        self.edits.push(Edit { start, end, text });
    }

    fn claim(&mut self, start: usize, end: usize) {
        self.claimed.push((start, end));
    }

    /// Sorts the claimed ranges; call before [`Edits::is_claimed`].
    pub fn seal_claims(&mut self) {
        self.claimed.sort_unstable();
    }

    /// Whether `offset` lies inside a removed or wholesale-replaced range.
    pub fn is_claimed(&self, offset: usize) -> bool {
        let i = self.claimed.partition_point(|&(s, _)| s <= offset);
        i > 0 && offset < self.claimed[i - 1].1
    }

    /// Applies the edits. Edits are applied in order of position (insertions at one offset in
    /// the order they were made); an edit overlapping an earlier one is dropped, which only a
    /// rewriter bug can cause.
    pub fn apply(mut self, src: &str) -> String {
        // Stable: insertions at one offset keep the order they were made in.
        self.edits.sort_by_key(|e| (e.start, e.end));
        let mut out = String::with_capacity(src.len() + src.len() / 8);
        let mut pos = 0;
        for e in &self.edits {
            if e.start < pos || e.end > src.len() {
                debug_assert!(false, "overlapping edit at {}..{}", e.start, e.end);
                continue;
            }
            out.push_str(&src[pos..e.start]);
            out.push_str(&e.text);
            pos = e.end;
        }
        out.push_str(&src[pos..]);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn removal_keeps_lines_and_markers() {
        assert_eq!(
            keep_lines("{\n#pragma unroll\n#line 4 \"y\"\n}"),
            "\n\n#line 4 \"y\"\n"
        );
        let src = "a {\n# 3 \"x.h\"\nb }\nc";
        assert_eq!(keep_lines(&src[2..src.len() - 2]), "\n# 3 \"x.h\"\n");
        let mut e = Edits::default();
        e.remove(src, 2, src.len() - 2);
        e.insert(src.len(), "!");
        assert_eq!(e.apply(src), "a \n# 3 \"x.h\"\n\nc!");
    }

    #[test]
    fn replacement_pads_lines() {
        let src = "f(){\n x;\n}";
        let mut e = Edits::default();
        e.replace_claimed(src, 3, src.len(), "{ stub(); }");
        assert!(e.claimed.len() == 1);
        e.seal_claims();
        assert!(e.is_claimed(5));
        assert!(!e.is_claimed(2));
        assert_eq!(e.apply(src), "f(){ stub(); }\n\n");
    }
}
