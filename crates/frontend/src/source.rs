//! Source files and locations.
//!
//! Every token carries a [`Loc`]; a [`SourceMap`] turns it back into a file name and the text of
//! its line, which is all a diagnostic needs. Files are never removed, so a [`FileId`] stays valid
//! for the life of the map.

use crate::intern::Spellings;
use std::cell::{RefCell, RefMut};
use std::path::{Path, PathBuf};
use std::rc::Rc;

/// Index of a file in a [`SourceMap`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct FileId(pub u32);

/// A position in a source file: 1-based line and column (column counts bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Loc {
    pub file: FileId,
    pub line: u32,
    pub col: u32,
}

impl Loc {
    /// Whether this place comes after `other` in `other`'s file (a place in another file comes
    /// neither before nor after it).
    pub fn is_later_in_file_than(self, other: Loc) -> bool {
        self.file == other.file && (self.line, self.col) > (other.line, other.col)
    }
}

#[derive(Debug)]
pub struct SourceFile {
    /// The name diagnostics print (the path as it was given or found).
    pub name: String,
    pub path: PathBuf,
    pub text: String,
    line_starts: Vec<usize>,
    /// What `#line` directives make of the lines from each one on: (the first physical line it
    /// applies to, what to add to the line number, the name to report), in line order.
    presumed: Vec<(u32, i64, Option<Rc<str>>)>,
}

impl SourceFile {
    /// The name and line diagnostics report for `line`: as `#line` presents it.
    pub fn presumed(&self, line: u32) -> (&str, u32) {
        let at = self.presumed.partition_point(|&(from, ..)| from <= line);
        match at.checked_sub(1).map(|k| &self.presumed[k]) {
            Some((_, delta, name)) => (
                name.as_deref().unwrap_or(&self.name),
                u32::try_from(i64::from(line) + delta).unwrap_or(line),
            ),
            None => (&self.name, line),
        }
    }

    /// Where each line starts: 0, and one past each newline.
    pub(crate) fn line_starts(&self) -> &[usize] {
        &self.line_starts
    }

    /// The text of `line` (1-based) without its line terminator.
    pub fn line_text(&self, line: u32) -> &str {
        let Some(&start) = self.line_starts.get(line.saturating_sub(1) as usize) else {
            return "";
        };
        let end = self
            .line_starts
            .get(line as usize)
            .copied()
            .unwrap_or(self.text.len());
        self.text[start..end].trim_end_matches(['\n', '\r'])
    }
}

/// Where the lines of `text` start: 0, and one past each newline. Eight bytes are tested at
/// a time (a newline is rare among a file's bytes).
fn line_starts(text: &[u8]) -> Vec<usize> {
    const NEWLINES: u64 = u64::from_ne_bytes([b'\n'; 8]);
    const LOW_BITS: u64 = u64::from_ne_bytes([0x01; 8]);
    const HIGH_BITS: u64 = u64::from_ne_bytes([0x80; 8]);
    let mut starts = Vec::with_capacity(text.len() / 32 + 1);
    starts.push(0);
    let words = text.chunks_exact(8);
    let rest_from = text.len() - words.remainder().len();
    for (k, word) in words.enumerate() {
        let bytes: [u8; 8] = word.try_into().unwrap_or_default();
        // Some byte is zero where the word has a newline (the classic test for a zero byte).
        let x = u64::from_ne_bytes(bytes) ^ NEWLINES;
        if x.wrapping_sub(LOW_BITS) & !x & HIGH_BITS != 0 {
            let at = k * 8;
            starts.extend((at..at + 8).filter(|&i| text[i] == b'\n').map(|i| i + 1));
        }
    }
    starts.extend(
        (rest_from..text.len())
            .filter(|&i| text[i] == b'\n')
            .map(|i| i + 1),
    );
    starts
}

#[derive(Debug, Default)]
pub struct SourceMap {
    files: Vec<SourceFile>,
    /// The words of every file lexed so far, each spelling one shared string.
    spellings: RefCell<Spellings>,
}

impl SourceMap {
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a file whose bytes may not be UTF-8: invalid sequences are replaced so that the lexer
    /// can report them at their position instead of failing to read the file.
    pub fn add(&mut self, name: impl Into<String>, path: impl AsRef<Path>, bytes: &[u8]) -> FileId {
        let text = match std::str::from_utf8(bytes) {
            Ok(s) => s.to_owned(),
            Err(_) => String::from_utf8_lossy(bytes).into_owned(),
        };
        let line_starts = line_starts(text.as_bytes());
        self.files.push(SourceFile {
            name: name.into(),
            path: path.as_ref().to_path_buf(),
            text,
            line_starts,
            presumed: Vec::new(),
        });
        FileId(self.files.len() as u32 - 1)
    }

    /// The spellings the lexer shares between the tokens of all these files (a header's words
    /// are mostly those of the headers before it).
    pub(crate) fn spellings(&self) -> RefMut<'_, Spellings> {
        self.spellings.borrow_mut()
    }

    /// Records a `#line` directive of file `id`: from physical line `from` on, lines are
    /// reported with `delta` added, under `name` (if given, else the name before).
    pub fn set_presumed_lines(&mut self, id: FileId, from: u32, delta: i64, name: Option<Rc<str>>) {
        let file = &mut self.files[id.0 as usize];
        let name = name.or_else(|| file.presumed.last().and_then(|(_, _, n)| n.clone()));
        file.presumed.retain(|&(f, ..)| f < from);
        file.presumed.push((from, delta, name));
    }

    pub fn file(&self, id: FileId) -> &SourceFile {
        &self.files[id.0 as usize]
    }

    pub fn files(&self) -> impl Iterator<Item = (FileId, &SourceFile)> {
        self.files
            .iter()
            .enumerate()
            .map(|(i, f)| (FileId(i as u32), f))
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn line_starts_are_found_across_words() {
        let text = "a\nbc\n\n0123456789abcdef\nxyz\n\n12345678\nend";
        let naive: Vec<usize> = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        for cut in 0..text.len() {
            let part = &text.as_bytes()[..cut];
            let expected: Vec<usize> = naive.iter().copied().filter(|&s| s <= cut).collect();
            assert_eq!(super::line_starts(part), expected, "the first {cut} bytes");
        }
    }
}
