//! The preprocessed text as a token stream with byte ranges.
//!
//! Directive lines (line markers `# 12 "file" 2` and `#pragma` lines the preprocessor keeps)
//! are not tokens of the stream: the rewriter never edits them, so they keep every following
//! line attributed to the right file. Line markers are collected on the side. Stretches of
//! system headers that cannot matter to the rewrite are not tokenized ([`super::skim`]).

use super::skim;
use ferrocuda_frontend::diag::Diagnostics;
use ferrocuda_frontend::lex::{digraph, tokenize, TokenKind};
use ferrocuda_frontend::source::SourceMap;
use std::collections::HashSet;
use std::rc::Rc;

/// A token with its byte range in the preprocessed text.
#[derive(Clone, Debug)]
pub struct Tok {
    pub kind: TokenKind,
    pub text: Rc<str>,
    pub start: usize,
    pub end: usize,
}

/// A line marker: the line after it is line `line` of `file`.
#[derive(Clone, Debug)]
pub struct Marker {
    /// The index (0-based) of the marker's own line in the preprocessed text.
    pub line_index: usize,
    pub line: u32,
    pub file: String,
}

pub struct Stream {
    pub toks: Vec<Tok>,
    /// For each bracket token, the index of its partner (`(`/`)`, `[`/`]`, `{`/`}`).
    partner: Vec<Option<usize>>,
    pub markers: Vec<Marker>,
    /// Byte offset of the start of each line.
    pub line_starts: Vec<usize>,
    /// The names of the concepts the file defines (`concept Name = ...`): a template
    /// parameter declared with one (`template <Name T>`) is a type parameter.
    concepts: HashSet<String>,
}

/// The concepts of the standard library (whose headers the stream blanks out).
const STANDARD_CONCEPTS: &[&str] = &[
    "same_as",
    "derived_from",
    "convertible_to",
    "common_reference_with",
    "common_with",
    "integral",
    "signed_integral",
    "unsigned_integral",
    "floating_point",
    "assignable_from",
    "swappable",
    "swappable_with",
    "destructible",
    "constructible_from",
    "default_initializable",
    "move_constructible",
    "copy_constructible",
    "equality_comparable",
    "equality_comparable_with",
    "totally_ordered",
    "totally_ordered_with",
    "movable",
    "copyable",
    "semiregular",
    "regular",
    "invocable",
    "regular_invocable",
    "predicate",
    "relation",
    "equivalence_relation",
    "strict_weak_order",
];

impl Stream {
    pub fn new(src: &str) -> Stream {
        let mut sm = SourceMap::new();
        let lexed = skim::blank_system_headers(src);
        let file = sm.add("<preprocessed>", "<preprocessed>", lexed.as_bytes());
        // Lexical errors are the host compiler's to report, with its own wording.
        let mut diags = Diagnostics::new();
        let raw = tokenize(&sm, file, &mut diags);
        let mut line_starts = vec![0];
        line_starts.extend(src.match_indices('\n').map(|(i, _)| i + 1));

        let mut toks = Vec::with_capacity(raw.len());
        let mut markers = Vec::new();
        let mut i = 0;
        while i < raw.len() {
            let t = &raw[i];
            if t.kind == TokenKind::Eof {
                break;
            }
            if t.line_start && &*t.text == "#" {
                let line = t.loc.line;
                let mut j = i + 1;
                while j < raw.len() && raw[j].loc.line == line && raw[j].kind != TokenKind::Eof {
                    j += 1;
                }
                if let (Some(n), Some(f)) = (raw.get(i + 1), raw.get(i + 2)) {
                    if n.kind == TokenKind::Number && n.loc.line == line && f.kind == TokenKind::Str
                    {
                        if let Ok(num) = n.text.parse::<u32>() {
                            markers.push(Marker {
                                line_index: line as usize - 1,
                                line: num,
                                file: unescape(&f.text),
                            });
                        }
                    }
                }
                i = j;
                continue;
            }
            let start = line_starts
                .get(t.loc.line as usize - 1)
                .map_or(src.len(), |s| s + t.loc.col as usize - 1)
                .min(src.len());
            let end = token_end(src, start, &t.text);
            toks.push(Tok {
                kind: t.kind,
                text: t.text.clone(),
                start,
                end,
            });
            i += 1;
        }
        let partner = match_brackets(&toks);
        let concepts = toks
            .windows(2)
            .filter(|w| &*w[0].text == "concept" && w[1].kind == TokenKind::Ident)
            .map(|w| w[1].text.to_string())
            .collect();
        Stream {
            toks,
            partner,
            markers,
            line_starts,
            concepts,
        }
    }

    /// Whether `name` names a concept: one the file defines, or one of the standard library's.
    pub fn is_concept(&self, name: &str) -> bool {
        self.concepts.contains(name) || STANDARD_CONCEPTS.contains(&name)
    }

    /// The 0-based index of the line holding byte `offset`.
    pub fn line_index(&self, offset: usize) -> usize {
        self.line_starts
            .partition_point(|&s| s <= offset)
            .saturating_sub(1)
    }

    /// The marker in force at byte `offset`, if any.
    fn marker_at(&self, offset: usize) -> Option<&Marker> {
        let li = self.line_index(offset);
        let k = self.markers.partition_point(|m| m.line_index < li);
        k.checked_sub(1).map(|k| &self.markers[k])
    }

    /// The file byte `offset` comes from, per the line markers (`None` before the first one).
    pub fn file_of(&self, offset: usize) -> Option<&str> {
        self.marker_at(offset).map(|m| m.file.as_str())
    }

    /// The user-facing location of byte `offset`: file (or `default_file`), line, column.
    pub fn location(&self, offset: usize, default_file: &str) -> (String, usize, usize) {
        let li = self.line_index(offset);
        let col = offset - self.line_starts[li] + 1;
        match self.marker_at(offset) {
            Some(m) => (
                m.file.clone(),
                m.line as usize + (li - m.line_index - 1),
                col,
            ),
            None => (default_file.to_string(), li + 1, col),
        }
    }

    pub fn len(&self) -> usize {
        self.toks.len()
    }

    /// Whether token `i` exists and is the identifier or punctuator `s`.
    pub fn is(&self, i: usize, s: &str) -> bool {
        self.toks
            .get(i)
            .is_some_and(|t| matches!(t.kind, TokenKind::Ident | TokenKind::Punct) && &*t.text == s)
    }

    /// The qualifier written before the declarator name at token `name` (`ns::inner::` of
    /// `ns::inner::x`), empty where there is none.
    pub fn written_qualifier(&self, name: usize) -> String {
        let mut at = name;
        let mut parts = Vec::new();
        while at >= 2 && self.is(at - 1, "::") && self.toks[at - 2].kind == TokenKind::Ident {
            parts.push(self.text(at - 2));
            at -= 2;
        }
        parts.iter().rev().map(|p| format!("{p}::")).collect()
    }

    pub fn is_ident(&self, i: usize) -> bool {
        self.toks.get(i).is_some_and(|t| t.kind == TokenKind::Ident)
    }

    pub fn text(&self, i: usize) -> &str {
        self.toks.get(i).map_or("", |t| &t.text)
    }

    pub fn partner(&self, i: usize) -> Option<usize> {
        self.partner.get(i).copied().flatten()
    }

    /// The index of the `>` (or `>>`) closing the `<` at `open`: brackets (braced initializers
    /// too) are skipped whole, `>>` closes two levels. `None` if a `;` or the closer of an
    /// enclosing bracket comes first.
    pub fn angle_close(&self, open: usize) -> Option<usize> {
        let mut depth = 1i32;
        let mut i = open + 1;
        while i < self.len() {
            match self.text(i) {
                // (A braced initializer in an argument: `template <class T, T Neutral = T{}>`.)
                "(" | "[" | "{" => i = self.partner(i)?,
                "<" => depth += 1,
                ">" => depth -= 1,
                ">>" => depth -= 2,
                ";" | "}" | ")" | "]" => return None,
                _ => {}
            }
            if depth <= 0 {
                return Some(i);
            }
            i += 1;
        }
        None
    }

    /// The index of the `<` that opens the template argument list closed at `close` (a `>` or
    /// `>>`), walking backwards. `None` if a statement boundary comes first.
    /// Whether the token at `i`, before a `{`, makes the braces a value: a name that is not a
    /// keyword starting a block, or a template argument list's `>`.
    fn names_braced_value(&self, i: usize) -> bool {
        (self.is_ident(i) && !matches!(self.text(i), "else" | "do" | "try" | "return"))
            || self.is(i, ">")
    }

    pub fn angle_open(&self, close: usize) -> Option<usize> {
        let mut depth = if self.is(close, ">>") { 2 } else { 1 };
        let mut i = close;
        while i > 0 {
            i -= 1;
            match self.text(i) {
                ")" | "]" => i = self.partner(i)?,
                // A braced value (`k<Pt{1, 2}>`, C++20): `{` after a type's name.
                "}" => match self.partner(i) {
                    Some(o) if o > 0 && self.names_braced_value(o - 1) => i = o,
                    _ => return None,
                },
                ">" => depth += 1,
                ">>" => depth += 2,
                "<" => depth -= 1,
                ";" | "{" | "(" | "[" => return None,
                _ => {}
            }
            if depth == 0 {
                return Some(i);
            }
            if depth < 0 {
                return None;
            }
        }
        None
    }
}

/// Where a token that starts at `start` ends: normally `start + text.len()`; when a line
/// splice sits inside the token the source is longer than its text.
fn token_end(src: &str, start: usize, text: &str) -> usize {
    let plain = start + text.len();
    if src.get(start..plain) == Some(text) {
        return plain;
    }
    // A digraph: `<%` is the token `{`.
    if let Some((spelled, len)) = digraph(src.as_bytes(), start) {
        if spelled == text {
            return start + len;
        }
    }
    let bytes = src.as_bytes();
    let mut i = start;
    let mut matched = 0;
    while i < bytes.len() && matched < text.len() {
        if bytes[i] == b'\\' {
            let mut j = i + 1;
            while j < bytes.len() && matches!(bytes[j], b' ' | b'\t' | b'\r') {
                j += 1;
            }
            if j < bytes.len() && bytes[j] == b'\n' {
                i = j + 1;
                continue;
            }
        }
        i += 1;
        matched += 1;
    }
    i.min(src.len())
}

/// Pairs brackets. A closer that matches nothing is left unpaired; one that matches an opener
/// further down the stack pairs with it, leaving the openers above unpaired.
fn match_brackets(toks: &[Tok]) -> Vec<Option<usize>> {
    let mut partner = vec![None; toks.len()];
    let mut stack: Vec<usize> = Vec::new();
    for (i, t) in toks.iter().enumerate() {
        if t.kind != TokenKind::Punct {
            continue;
        }
        let open = match &*t.text {
            "(" | "[" | "{" => {
                stack.push(i);
                continue;
            }
            ")" => "(",
            "]" => "[",
            "}" => "{",
            _ => continue,
        };
        if let Some(depth) = stack.iter().rposition(|&o| &*toks[o].text == open) {
            let o = stack[depth];
            stack.truncate(depth);
            partner[o] = Some(i);
            partner[i] = Some(o);
        }
    }
    partner
}

/// The contents of a line marker's string literal, with the escapes the preprocessor writes.
fn unescape(lit: &str) -> String {
    let inner = lit
        .strip_prefix('"')
        .and_then(|s| s.strip_suffix('"'))
        .unwrap_or(lit);
    let mut bytes = Vec::with_capacity(inner.len());
    let mut it = inner.bytes().peekable();
    while let Some(b) = it.next() {
        if b != b'\\' {
            bytes.push(b);
            continue;
        }
        match it.next() {
            Some(d @ b'0'..=b'7') => {
                let mut v = u32::from(d - b'0');
                for _ in 0..2 {
                    match it.peek() {
                        Some(&e @ b'0'..=b'7') => {
                            v = v * 8 + u32::from(e - b'0');
                            it.next();
                        }
                        _ => break,
                    }
                }
                bytes.push(v as u8);
            }
            Some(b'n') => bytes.push(b'\n'),
            Some(b't') => bytes.push(b'\t'),
            Some(other) => bytes.push(other),
            None => bytes.push(b'\\'),
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markers_are_not_tokens() {
        let s = Stream::new("# 1 \"a b.cu\"\nint x;\n#pragma once\n# 7 \"d\\\\e.h\" 2\ny");
        let texts: Vec<&str> = s.toks.iter().map(|t| &*t.text).collect();
        assert_eq!(texts, ["int", "x", ";", "y"]);
        assert_eq!(s.markers.len(), 2);
        assert_eq!(s.markers[0].file, "a b.cu");
        assert_eq!(s.markers[1].file, "d\\e.h");
        assert_eq!((s.markers[1].line_index, s.markers[1].line), (3, 7));
        let y = &s.toks[3];
        assert_eq!(
            &"# 1 \"a b.cu\"\nint x;\n#pragma once\n# 7 \"d\\\\e.h\" 2\ny"[y.start..y.end],
            "y"
        );
    }

    #[test]
    fn angles_and_brackets() {
        let s = Stream::new("template<class T = A<int>> f(a[1], {b})");
        assert_eq!(s.angle_close(1), Some(8));
        assert_eq!(s.text(8), ">>");
        assert_eq!(s.angle_open(8), Some(1));
        assert_eq!(s.partner(10), Some(s.len() - 1));
        assert_eq!(s.partner(12), Some(14));
        // A braced value in a template argument list (`k<Pt{1, 2}>`); not a block's braces.
        let s = Stream::new("k<Pt{1, 2}> if (x) { } y >");
        assert_eq!(s.angle_open(8), Some(1));
        assert_eq!(s.angle_open(s.len() - 1), None);
    }
}
