//! The preprocessor: the main file's tokens to the token stream the parser sees.
//!
//! This is a C11/C++17 preprocessor with the usual GNU extensions (`#include_next`, `#warning`,
//! `, ## __VA_ARGS__`, named variadic parameters) and C++20's `__VA_OPT__`. The result holds no
//! directives and ends with one `Eof` token; `#pragma unroll` survives as a
//! [`TokenKind::Pragma`] token where the directive was.
//!
//! # How tokens flow
//!
//! The input is a stack of open files (`Source`s, the innermost `#include` on top) with a stack
//! of *pending* tokens in front of it: the results of macro replacement waiting to be rescanned,
//! and tokens pushed back after looking one token ahead. Pending tokens always come first, so a
//! directive is only ever run when everything before it has been read.
//!
//! Only a `#` that starts a line and is read from a file begins a directive, so a `#` produced by
//! a macro (a pending token) never does, as the standard requires.
//!
//! # Macro expansion
//!
//! A macro's replacement is pushed back as input, followed by an [`TokenKind::ExpansionEnd`]
//! naming it, and rescanned. From the push until that end is read the macro is *being replaced*:
//! its name read meanwhile (rescanning, gathering arguments, looking for a `(`) is painted and
//! never replaced again, so a macro that names itself stops at the next step instead of
//! recursing. The macro is replaced again once its end has been read, even by a name that a
//! deferred expansion makes later from tokens of the replacement: that is how GCC reads the
//! standard's rule, and what idioms like C++20's `FOR_EACH` through `__VA_OPT__` rely on
//! (`FOR_EACH_AGAIN PARENS` makes the helper's name again only as an outer rescan reads it).
//!
//! Arguments are fully expanded on their own before they are substituted. Doing that by recursion
//! would let `f(f(f(...)))` nested a hundred thousand deep overflow the stack, so an
//! `Expansion` keeps an explicit stack of `Frame`s instead: expanding an argument pushes a
//! frame that reads only that argument's tokens, and when the frame runs dry its output is stored
//! in the pending call, which then expands its next argument or is substituted.
//!
//! # Limits
//!
//! Hostile input must end with diagnostics, not a hang, a panic or a stack overflow:
//! - the work of expansion is bounded by a budget of 50 million tokens: tokens produced by
//!   macro replacement, read from included files, or gathered as macro arguments (arguments
//!   nested n deep are gathered n times); running out is an error that stops preprocessing;
//! - `#include` nests at most 200 files deep (hitting it stops preprocessing: it is a cycle, and
//!   going on would only repeat it, possibly exponentially often);
//! - a `#if` expression nests at most 256 operators or parentheses deep;
//! - nothing else recurses on input-controlled depth.
//!
//! Directives inside a macro's arguments run as they are read, as in GCC.

use crate::collections::{HashMap, HashSet};
use crate::diag::Diagnostics;
use crate::lex::{tokenize, tokenize_dialect, Token, TokenKind};
use crate::source::{FileId, Loc, SourceMap};
use std::path::{Path, PathBuf};
use std::rc::Rc;

/// What the command line says about preprocessing.
/// A macro the command line defines or undefines.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MacroOption {
    /// `-D NAME=VALUE` (`-D NAME` gives the value `1`). `NAME` may carry a parameter list:
    /// `("F(x)", "x+1")`.
    Define(String, String),
    /// `-U NAME`.
    Undefine(String),
}

impl MacroOption {
    /// `-D name=value`.
    pub fn define(name: impl Into<String>, value: impl Into<String>) -> Self {
        MacroOption::Define(name.into(), value.into())
    }
}

#[derive(Clone, Debug, Default)]
pub struct PreprocessOptions {
    /// `-I` directories: searched for `#include "..."` (after the including file's directory) and
    /// for `#include <...>`.
    pub include_dirs: Vec<PathBuf>,
    /// System directories, searched after `include_dirs` for both forms.
    pub system_dirs: Vec<PathBuf>,
    /// The host compiler's own header directories: a `<header>` found in none of the above but
    /// here is the host's alone (`<sys/resource.h>`, `<bits/stdc++.h>`), and device code sees
    /// it empty: what it declares is opaque to device code, as other host-only names are.
    pub host_dirs: Vec<PathBuf>,
    /// `-D` and `-U`, in command-line order (so `-UV -DV=2` leaves `V` defined, as the host
    /// compiler reads them).
    pub macros: Vec<MacroOption>,
    /// `-include FILE`: headers read before the main file's first line, as if it began with
    /// `#include <FILE>` (nvcc includes `cuda_runtime.h` this way).
    pub forced_includes: Vec<String>,
    /// `__cplusplus`, the standard `-std` names (C++17's `201703` when not said).
    pub cplusplus: Option<u32>,
    /// Headers given as text, by the name an `#include` spells (NVRTC's in-memory headers):
    /// found before any file, under that name as their path.
    pub headers: Vec<(String, Vec<u8>)>,
}

#[derive(Debug)]
pub struct Preprocessed {
    /// The program's tokens, without directives, ending with exactly one `Eof` token, none
    /// painted.
    pub tokens: Vec<Token>,
    /// Every file read, as found on the search path: the main file first, each file once.
    pub included_files: Vec<PathBuf>,
}

/// Preprocesses `main`, which must already be in `sm`. Files it includes are added to `sm`, and
/// so are two pseudo-files, `<built-in>` and `<command line>`, that hold the predefined macros
/// and the `-D`/`-U` options as `#define` and `#undef` lines. Every problem goes to `diags`; the
/// result is always complete enough to parse.
pub fn preprocess(
    sm: &mut SourceMap,
    main: FileId,
    opts: &PreprocessOptions,
    diags: &mut Diagnostics,
) -> Preprocessed {
    preprocess_with_budget(sm, main, opts, diags, TOKEN_BUDGET)
}

fn preprocess_with_budget(
    sm: &mut SourceMap,
    main: FileId,
    opts: &PreprocessOptions,
    diags: &mut Diagnostics,
    budget: usize,
) -> Preprocessed {
    let main_len = sm.file(main).text.len();
    let mut pp = Preprocessor::new(sm, opts, diags, budget);
    let eof_loc = pp.open_main(main);
    let mut tokens = pp.expand_main(main_len);
    for t in &mut tokens {
        t.painted = false;
    }
    let included_files = pp.included;
    report_other_tokens(&mut tokens, diags);
    let mut eof = Token::new(TokenKind::Eof, "", eof_loc);
    eof.line_start = true;
    tokens.push(eof);
    Preprocessed {
        tokens,
        included_files,
    }
}

/// Reports the [`TokenKind::Other`] tokens preprocessing leaves for the parser: a stray
/// character is dropped, an unterminated literal kept as the literal it starts (its line's
/// rest), as the parser reads one.
fn report_other_tokens(tokens: &mut Vec<Token>, diags: &mut Diagnostics) {
    if tokens.iter().all(|t| t.kind != TokenKind::Other) {
        return;
    }
    tokens.retain_mut(|t| {
        if t.kind != TokenKind::Other {
            return true;
        }
        match t.text.find(['\'', '"']) {
            Some(at) => {
                let quote = &t.text[at..at + 1];
                diags.error(t.loc, format!("missing terminating {quote} character"));
                t.kind = match quote {
                    "'" => TokenKind::Char,
                    _ => TokenKind::Str,
                };
                true
            }
            None => {
                let stray: String = t.text.chars().flat_map(char::escape_default).collect();
                diags.error(t.loc, format!("stray '{stray}' in program"));
                false
            }
        }
    });
}

/// The deepest `#include` nesting; deeper is taken to be an include cycle.
const MAX_INCLUDE_DEPTH: usize = 200;
/// How many tokens macro replacement, included files and gathered macro arguments may add up to
/// before preprocessing stops.
const TOKEN_BUDGET: usize = 50_000_000;
/// How deeply operators and parentheses may nest in a `#if` expression.
const MAX_EXPR_DEPTH: usize = 256;
/// How deeply directive-line expansions may nest (`#pragma unroll` inside `_Pragma` inside ...).
const MAX_NESTED_EXPANSIONS: usize = 32;

// ---------------------------------------------------------------------------------------------
// Macros

/// Macros whose value is computed where they are used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Builtin {
    File,
    Line,
    Counter,
    Date,
    Time,
    IncludeLevel,
    BaseFile,
    FileName,
}

const BUILTINS: &[(&str, Builtin)] = &[
    ("__FILE__", Builtin::File),
    ("__LINE__", Builtin::Line),
    ("__COUNTER__", Builtin::Counter),
    ("__DATE__", Builtin::Date),
    ("__TIME__", Builtin::Time),
    ("__INCLUDE_LEVEL__", Builtin::IncludeLevel),
    ("__BASE_FILE__", Builtin::BaseFile),
    ("__FILE_NAME__", Builtin::FileName),
];

/// The value `__has_cpp_attribute(name)` has for a standard attribute, as the host compiler
/// gives it (GCC 12); 0 for one device code does not have.
fn standard_attribute(name: &str) -> u32 {
    match name.trim_start_matches("__").trim_end_matches("__") {
        "nodiscard" => 201907,
        "maybe_unused" | "fallthrough" => 201603,
        "likely" | "unlikely" | "no_unique_address" => 201803,
        "noreturn" => 200809,
        "deprecated" => 201309,
        _ => 0,
    }
}

/// Whether GNU's attribute `name` (`__has_attribute(aligned)`, `[[gnu::aligned]]`) is one
/// device code honours, or one that only advises the compiler, which it may ignore.
fn gnu_attribute(name: &str) -> bool {
    matches!(
        name.trim_start_matches("__").trim_end_matches("__"),
        "aligned"
            | "packed"
            | "deprecated"
            | "unused"
            | "used"
            | "maybe_unused"
            | "always_inline"
            | "noinline"
            | "cold"
            | "hot"
            | "pure"
            | "const"
            | "noreturn"
            | "warn_unused_result"
    )
}

/// Names that act as operators inside `#if` and so count as defined for `#ifdef`. The
/// `__has_include` pair, `__has_builtin` and the attribute tests answer truthfully; the others
/// always answer 0, which sends headers down their portable paths.
const IF_OPERATORS: &[&str] = &[
    "__has_include",
    "__has_include_next",
    "__has_attribute",
    "__has_cpp_attribute",
    "__has_c_attribute",
    "__has_builtin",
    "__has_feature",
    "__has_extension",
    "__has_declspec_attribute",
    "__has_warning",
];

#[derive(Debug)]
enum MacroKind {
    Object,
    /// `params` ends with the variadic parameter when `variadic` (named `__VA_ARGS__` for `...`).
    Function {
        params: Vec<Rc<str>>,
        variadic: bool,
    },
    Builtin(Builtin),
}

/// One element of a parsed replacement list.
#[derive(Debug)]
enum Item {
    /// A token copied as it is.
    Tok(Token),
    /// A parameter (with the token that named it): replaced by its argument, fully expanded
    /// unless `##` is next to it.
    Param(usize, Token),
    /// `#` (the token) applied to a `Param` or a `VaOpt`.
    Stringize(Token, Box<Item>),
    /// `##`, pasting the last token before it to the first token of the next item.
    Paste,
    /// `__VA_OPT__(content)`: the content when the variable arguments are not empty.
    VaOpt(Token, Vec<Item>),
}

#[derive(Debug)]
struct Macro {
    kind: MacroKind,
    /// The replacement list as written, to tell a harmless redefinition from a real one.
    body: Vec<Token>,
    items: Vec<Item>,
    /// Per parameter: some use needs the argument as written (`#`, `##`), or fully expanded.
    needs_raw: Vec<bool>,
    needs_expanded: Vec<bool>,
    /// Where it was defined (`None` for builtins).
    loc: Option<Loc>,
}

impl Macro {
    fn param_count(&self) -> usize {
        match &self.kind {
            MacroKind::Function { params, .. } => params.len(),
            _ => 0,
        }
    }

    /// The index of the variadic parameter, if there is one.
    fn variadic_index(&self) -> Option<usize> {
        match &self.kind {
            MacroKind::Function {
                params,
                variadic: true,
            } => params.len().checked_sub(1),
            _ => None,
        }
    }

    /// Whether a redefinition as `other` is the "identical" one the standard allows: same
    /// parameters, same tokens, whitespace between them in the same places.
    fn same_as(&self, other: &Macro) -> bool {
        let kinds = match (&self.kind, &other.kind) {
            (MacroKind::Object, MacroKind::Object) => true,
            (
                MacroKind::Function {
                    params: p1,
                    variadic: v1,
                },
                MacroKind::Function {
                    params: p2,
                    variadic: v2,
                },
            ) => p1 == p2 && v1 == v2,
            _ => false,
        };
        kinds
            && self.body.len() == other.body.len()
            && self
                .body
                .iter()
                .zip(&other.body)
                .enumerate()
                .all(|(i, (a, b))| {
                    a.text == b.text
                        && (i == 0
                            || (a.space_before || a.line_start) == (b.space_before || b.line_start))
                })
    }
}

/// A macro's parameters, whether the last is variadic, and the replacement list after them.
type ParamList<'t> = (Vec<Rc<str>>, bool, &'t [Token]);

/// Parses a replacement list. `params` is `None` for an object-like macro, where `#` is an
/// ordinary token. Returns `None` after reporting an error.
fn parse_items(
    toks: &[Token],
    params: Option<&[Rc<str>]>,
    variadic: bool,
    in_va_opt: bool,
    diags: &mut Diagnostics,
) -> Option<Vec<Item>> {
    let param_index = |t: &Token| -> Option<usize> {
        if !t.is_ident() {
            return None;
        }
        params?.iter().position(|p| **p == *t.text)
    };
    let mut items = Vec::new();
    let mut i = 0;
    while let Some(t) = toks.get(i) {
        if t.is("##") {
            if items.is_empty() || i + 1 == toks.len() {
                diags.error(
                    t.loc,
                    "'##' cannot appear at either end of a macro expansion",
                );
                return None;
            }
            items.push(Item::Paste);
            i += 1;
        } else if params.is_some() && t.is("#") {
            let next = toks.get(i + 1);
            if let Some((p, n)) = next.and_then(|n| Some((param_index(n)?, n))) {
                let operand = Item::Param(p, n.clone());
                items.push(Item::Stringize(t.clone(), Box::new(operand)));
                i += 2;
            } else if variadic && next.is_some_and(|n| n.is("__VA_OPT__")) {
                let (operand, used) = parse_va_opt(toks, i + 1, params, in_va_opt, diags)?;
                items.push(Item::Stringize(t.clone(), Box::new(operand)));
                i += 1 + used;
            } else {
                diags.error(t.loc, "'#' is not followed by a macro parameter");
                return None;
            }
        } else if variadic && t.is("__VA_OPT__") {
            let (item, used) = parse_va_opt(toks, i, params, in_va_opt, diags)?;
            items.push(item);
            i += used;
        } else if let Some(p) = param_index(t) {
            items.push(Item::Param(p, t.clone()));
            i += 1;
        } else {
            items.push(Item::Tok(t.clone()));
            i += 1;
        }
    }
    Some(items)
}

/// Parses `__VA_OPT__ ( content )` starting at `toks[at]`; returns the item and how many tokens
/// it spans.
fn parse_va_opt(
    toks: &[Token],
    at: usize,
    params: Option<&[Rc<str>]>,
    in_va_opt: bool,
    diags: &mut Diagnostics,
) -> Option<(Item, usize)> {
    let kw = toks.get(at)?;
    if in_va_opt {
        diags.error(kw.loc, "__VA_OPT__ may not appear in a __VA_OPT__ operand");
        return None;
    }
    if !toks.get(at + 1).is_some_and(|t| t.is("(")) {
        diags.error(kw.loc, "missing '(' after __VA_OPT__");
        return None;
    }
    let mut depth = 0usize;
    let mut close = at + 1;
    loop {
        let Some(t) = toks.get(close) else {
            diags.error(kw.loc, "unterminated __VA_OPT__");
            return None;
        };
        if t.is("(") {
            depth += 1;
        } else if t.is(")") {
            depth -= 1;
            if depth == 0 {
                break;
            }
        }
        close += 1;
    }
    let content = toks.get(at + 2..close).unwrap_or_default();
    let items = parse_items(content, params, true, true, diags)?;
    Some((Item::VaOpt(kw.clone(), items), close + 1 - at))
}

/// Records which arguments substitution will need as written and which fully expanded.
fn param_usage(items: &[Item], raw: &mut [bool], expanded: &mut [bool]) {
    let pasted = |i: usize| {
        matches!(items.get(i + 1), Some(Item::Paste))
            || (i > 0 && matches!(items.get(i - 1), Some(Item::Paste)))
    };
    for (i, item) in items.iter().enumerate() {
        match item {
            Item::Param(p, _) => {
                let slot = if pasted(i) { &mut *raw } else { &mut *expanded };
                if let Some(s) = slot.get_mut(*p) {
                    *s = true;
                }
            }
            Item::Stringize(_, operand) => match &**operand {
                Item::Param(p, _) => {
                    if let Some(s) = raw.get_mut(*p) {
                        *s = true;
                    }
                }
                Item::VaOpt(_, content) => va_opt_usage(content, raw, expanded),
                _ => {}
            },
            Item::VaOpt(_, content) => va_opt_usage(content, raw, expanded),
            Item::Tok(_) | Item::Paste => {}
        }
    }
}

/// `__VA_OPT__` tests whether the variable arguments expand to nothing, so it needs them
/// expanded whatever its content does with them.
fn va_opt_usage(content: &[Item], raw: &mut [bool], expanded: &mut [bool]) {
    param_usage(content, raw, expanded);
    if let Some(last) = expanded.last_mut() {
        *last = true;
    }
}

// ---------------------------------------------------------------------------------------------
// Files and conditionals

/// A file as read and tokenized once; every `#include` of it shares this.
#[derive(Debug)]
struct FileEntry {
    id: FileId,
    /// The identity of the file (its canonical path) for `#pragma once` and the cache.
    key: PathBuf,
    path: PathBuf,
    /// The file's tokens without the final `Eof`.
    tokens: Vec<Token>,
    /// The macro of an include guard around the whole file, if there is one: while it is
    /// defined, including the file again would produce nothing.
    guard: Option<Rc<str>>,
    /// The predefined-macro and command-line pseudo-files.
    synthetic: bool,
}

/// A file being read.
struct Source {
    file: Rc<FileEntry>,
    /// The next token to read.
    pos: usize,
    /// How many conditionals were open when the file was entered: the file may close only its
    /// own, and any above this depth when it ends are unterminated.
    cond_base: usize,
    /// Where on the search path the file was found, for `#include_next`.
    search_index: Option<usize>,
}

/// An open `#if`/`#ifdef`/`#ifndef` group.
struct Cond {
    /// The opening directive's name, for "unterminated #ifdef".
    directive: Rc<str>,
    loc: Loc,
    in_else: bool,
    /// Some group of this conditional has been (or is being) included; the rest are skipped.
    taken: bool,
}

/// If the whole file is `#ifndef G` (or `#if !defined G`) ... `#endif` with nothing outside, `G`.
fn detect_guard(toks: &[Token]) -> Option<Rc<str>> {
    if !toks.first()?.is("#") {
        return None;
    }
    let directive = toks.get(1).filter(|t| !t.line_start)?;
    let line: Vec<&Token> = toks
        .get(2..)?
        .iter()
        .take_while(|t| !t.line_start)
        .collect();
    let texts: Vec<&str> = line.iter().map(|t| &*t.text).collect();
    let name = match (&*directive.text, texts.as_slice()) {
        ("ifndef", [_]) => line[0],
        ("if", ["!", "defined", _]) => line[2],
        ("if", ["!", "defined", "(", _, ")"]) => line[3],
        _ => return None,
    };
    if !name.is_ident() {
        return None;
    }
    let mut depth = 1usize;
    let mut i = 2 + line.len();
    while let Some(t) = toks.get(i) {
        if t.line_start && t.is("#") {
            if let Some(d) = toks.get(i + 1).filter(|d| !d.line_start) {
                match &*d.text {
                    "if" | "ifdef" | "ifndef" => depth += 1,
                    "else" | "elif" | "elifdef" | "elifndef" if depth == 1 => return None,
                    "endif" => {
                        depth -= 1;
                        if depth == 0 {
                            let after = toks.get(i + 2..).unwrap_or_default();
                            return if after.iter().any(|t| t.line_start && !t.is_eof()) {
                                None
                            } else {
                                Some(name.text.clone())
                            };
                        }
                    }
                    _ => {}
                }
            }
        }
        i += 1;
    }
    None
}

// ---------------------------------------------------------------------------------------------
// The preprocessor

/// A function-like macro invocation whose arguments are being expanded, or any macro about to be
/// substituted.
struct Call {
    mac: Rc<Macro>,
    /// The token naming the macro: its location becomes the location of the replacement.
    name: Token,
    /// Arguments as written, and fully expanded (only those `needs_expanded`).
    raw: Vec<Vec<Token>>,
    expanded: Vec<Vec<Token>>,
    /// The parameter whose argument the frame that holds this call is expanding.
    param: usize,
    /// The variable arguments were left out (`G(x)`), not written empty (`G(x,)`): GNU's `, ##
    /// __VA_ARGS__` then removes the comma. `F()` of a macro that has only them leaves them out
    /// in GCC's GNU dialect, writes them empty in its ISO one (`-std=c++17`, which defines
    /// `__STRICT_ANSI__`), measured.
    variadic_omitted: bool,
}

/// A level of expansion: the base level reads the program (or a directive's line); each level
/// above it expands one macro argument on its own.
#[derive(Default)]
struct Frame {
    /// Tokens still to read, the next one last.
    input: Vec<Token>,
    /// Fully expanded tokens.
    output: Vec<Token>,
    /// For an argument frame: the call the output belongs to.
    call: Option<Call>,
}

/// One run of macro expansion over the program or over a directive's line.
struct Expansion {
    frames: Vec<Frame>,
    /// The base frame reads the open files (running directives) instead of its `input`.
    from_main: bool,
    /// Expanding a `#if` line: `defined` and `__has_include` are operators.
    in_if: bool,
}

struct Preprocessor<'a> {
    sm: &'a mut SourceMap,
    opts: &'a PreprocessOptions,
    diags: &'a mut Diagnostics,
    macros: HashMap<Rc<str>, Rc<Macro>>,
    /// `#pragma push_macro` stacks; `None` records that the name was not defined.
    pushed_macros: HashMap<Rc<str>, Vec<Option<Rc<Macro>>>>,
    /// Open files, innermost last.
    sources: Vec<Source>,
    /// Tokens to read before the files, the next one last (see the module docs).
    pending: Vec<Token>,
    /// The macros being replaced (see the module docs), each with how many of its
    /// replacements are still being read; a macro none are is absent.
    being_replaced: HashMap<Rc<str>, u32>,
    conds: Vec<Cond>,
    /// Every file read, by canonical path.
    files: HashMap<PathBuf, Rc<FileEntry>>,
    once: HashSet<PathBuf>,
    included: Vec<PathBuf>,
    is_file_cache: HashMap<PathBuf, bool>,
    canonical_cache: HashMap<PathBuf, PathBuf>,
    counter: u64,
    /// What is left of `TOKEN_BUDGET` (or the budget a test set).
    budget: usize,
    budget_total: usize,
    /// Set on a fatal error (the budget or the include depth): reading stops.
    aborted: bool,
    nested_expansions: usize,
    date_time: Option<(Rc<str>, Rc<str>)>,
    main_name: Rc<str>,
}

impl<'a> Preprocessor<'a> {
    fn new(
        sm: &'a mut SourceMap,
        opts: &'a PreprocessOptions,
        diags: &'a mut Diagnostics,
        budget: usize,
    ) -> Self {
        let mut macros = HashMap::default();
        for &(name, b) in BUILTINS {
            let mac = Macro {
                kind: MacroKind::Builtin(b),
                body: Vec::new(),
                items: Vec::new(),
                needs_raw: Vec::new(),
                needs_expanded: Vec::new(),
                loc: None,
            };
            macros.insert(Rc::from(name), Rc::new(mac));
        }
        Preprocessor {
            sm,
            opts,
            diags,
            macros,
            pushed_macros: HashMap::default(),
            sources: Vec::new(),
            pending: Vec::new(),
            being_replaced: HashMap::default(),
            conds: Vec::new(),
            files: HashMap::default(),
            once: HashSet::default(),
            included: Vec::new(),
            is_file_cache: HashMap::default(),
            canonical_cache: HashMap::default(),
            counter: 0,
            budget,
            budget_total: budget,
            aborted: false,
            nested_expansions: 0,
            date_time: None,
            main_name: Rc::from(""),
        }
    }

    /// Opens the main file with the predefined macros and the command line in front of it;
    /// returns where its `Eof` is.
    fn open_main(&mut self, main: FileId) -> Loc {
        let mut toks = tokenize_dialect(self.sm, main, self.diags, self.trigraphs());
        let eof_loc = toks.last().map_or(
            Loc {
                file: main,
                line: 1,
                col: 1,
            },
            |t| t.loc,
        );
        if toks.last().is_some_and(Token::is_eof) {
            toks.pop();
        }
        let file = self.sm.file(main);
        self.main_name = Rc::from(file.name.as_str());
        let path = file.path.clone();
        let key = canonical(&path);
        self.included.push(path.clone());
        let entry = Rc::new(FileEntry {
            id: main,
            key: key.clone(),
            path,
            guard: detect_guard(&toks),
            tokens: toks,
            synthetic: false,
        });
        self.files.insert(key, entry.clone());
        self.push_source(entry, None);
        let mut command_line = String::new();
        // (A value's first line only; one ending in a backslash splices nothing onto it, as
        // each `-D` is a directive of its own.)
        let line = |text: &str| {
            let first = text.split('\n').next().unwrap_or_default();
            first.strip_suffix('\\').unwrap_or(first).to_string()
        };
        for option in &self.opts.macros {
            command_line.push_str(&match option {
                MacroOption::Define(name, value) => {
                    format!("#define {} {}\n", line(name), line(value))
                }
                MacroOption::Undefine(name) => format!("#undef {}\n", line(name)),
            });
        }
        for header in &self.opts.forced_includes {
            let header = header.split(['\n', '>']).next().unwrap_or_default();
            command_line.push_str(&format!("#include <{header}>\n"));
        }
        // Pushed last, read first: the predefined macros, then the command line, then the file.
        if !command_line.is_empty() {
            self.push_synthetic("<command line>", &command_line);
        }
        self.push_synthetic("<built-in>", &predefined_text(self.opts.cplusplus));
        eof_loc
    }

    fn push_synthetic(&mut self, name: &str, text: &str) {
        let id = self.sm.add(name, name, text.as_bytes());
        let mut tokens = tokenize_dialect(self.sm, id, self.diags, self.trigraphs());
        tokens.pop();
        let entry = Rc::new(FileEntry {
            id,
            key: PathBuf::from(name),
            path: PathBuf::from(name),
            tokens,
            guard: None,
            synthetic: true,
        });
        self.push_source(entry, None);
    }

    fn push_source(&mut self, file: Rc<FileEntry>, search_index: Option<usize>) {
        self.sources.push(Source {
            file,
            pos: 0,
            cond_base: self.conds.len(),
            search_index,
        });
    }

    /// Takes `n` tokens from the budget; on running out, reports it once and stops everything.
    fn spend(&mut self, n: usize, loc: Loc) -> bool {
        if self.aborted {
            return false;
        }
        if n > self.budget {
            self.diags.error(
                loc,
                format!(
                    "macro expansion and #include produce too many tokens (more than {})",
                    self.budget_total
                ),
            );
            self.aborted = true;
            return false;
        }
        self.budget -= n;
        true
    }

    // -----------------------------------------------------------------------------------------
    // Reading the files

    /// The next token of the program with directives run: pending tokens first, then the open
    /// files. At the end of an included file it returns `None` unless `cross_files`, in which
    /// case it closes the file and goes on in the includer (macro arguments and the `(` after a
    /// macro name must come from the same file as the name).
    fn next_main(&mut self, cross_files: bool) -> Option<Token> {
        loop {
            if let Some(t) = self.pending.pop() {
                return Some(t);
            }
            if self.aborted {
                return None;
            }
            let src = self.sources.last_mut()?;
            let Some(tok) = src.file.tokens.get(src.pos).cloned() else {
                if !cross_files {
                    return None;
                }
                self.leave_file();
                continue;
            };
            src.pos += 1;
            if tok.line_start && tok.is("#") {
                if let Some(pragma) = self.directive(&tok) {
                    return Some(pragma);
                }
                continue;
            }
            return Some(tok);
        }
    }

    fn leave_file(&mut self) {
        let Some(src) = self.sources.pop() else {
            return;
        };
        while self.conds.len() > src.cond_base {
            if let Some(c) = self.conds.pop() {
                self.diags
                    .error(c.loc, format!("unterminated #{}", c.directive));
            }
        }
    }

    /// The rest of the current directive's line.
    fn read_line(&mut self) -> Vec<Token> {
        let mut line = Vec::new();
        if let Some(src) = self.sources.last_mut() {
            while let Some(t) = src.file.tokens.get(src.pos) {
                if t.line_start {
                    break;
                }
                line.push(t.clone());
                src.pos += 1;
            }
        }
        line
    }

    /// Skips a group whose condition is false: up to the `#elif`, `#else` or `#endif` that
    /// belongs to it (left unread), or to the end of the file. Only nesting is tracked; whatever
    /// else a skipped group holds is not looked at.
    fn skip_group(&mut self) {
        let strict_ansi = self.strict_ansi();
        let Some(src) = self.sources.last_mut() else {
            return;
        };
        let toks = &src.file.tokens;
        let mut depth = 0usize;
        let mut i = src.pos;
        while let Some(t) = toks.get(i) {
            if t.line_start && t.is("#") {
                if let Some(d) = toks.get(i + 1).filter(|d| !d.line_start) {
                    match &*d.text {
                        "if" | "ifdef" | "ifndef" => depth += 1,
                        "elif" | "else" if depth == 0 => break,
                        "elifdef" | "elifndef" if depth == 0 && !strict_ansi => break,
                        "endif" => {
                            if depth == 0 {
                                break;
                            }
                            depth -= 1;
                        }
                        _ => {}
                    }
                }
            }
            i += 1;
        }
        src.pos = i;
    }

    // -----------------------------------------------------------------------------------------
    // Directives

    /// Runs the directive whose `#` is `hash`. Returns the token a `#pragma` leaves in its place.
    fn directive(&mut self, hash: &Token) -> Option<Token> {
        let line = self.read_line();
        let (name, args) = line.split_first()?;
        if name.kind == TokenKind::Number {
            // A GNU line marker, `# 33 "file.h" 2`, as found in preprocessed input.
            self.line_directive(name, &line, false);
            return None;
        }
        if !name.is_ident() {
            self.diags.error(
                name.loc,
                format!("invalid preprocessing directive #{}", name.text),
            );
            return None;
        }
        match &*name.text {
            "define" => self.define(name, args),
            "undef" => self.undef(name, args),
            "include" => self.include(name, args, false),
            "include_next" => self.include(name, args, true),
            "if" => {
                let taken = self.eval_if(name, args);
                self.open_cond(name, taken);
            }
            "ifdef" | "ifndef" => {
                let taken = match self.macro_name_operand(name, args) {
                    Some(defined) => defined == (&*name.text == "ifdef"),
                    None => false,
                };
                self.open_cond(name, taken);
            }
            "elif" => self.elif(name, args),
            // C++23's, which GCC's GNU dialect takes before it and its ISO one does not
            // (measured: nvcc's device pass under `-std=c++17` passes over them in a skipped
            // group; GCC reports them in a taken one).
            "elifdef" | "elifndef" if !self.strict_ansi() => self.elif(name, args),
            "else" => self.else_(name, args),
            "endif" => self.endif(name, args),
            "line" => self.line_directive(name, args, true),
            "error" => {
                self.diags
                    .error(name.loc, format!("#error {}", spell(args)));
            }
            "warning" => {
                self.diags
                    .warning(name.loc, format!("#warning {}", spell(args)));
            }
            "pragma" => return self.pragma(hash, args),
            "ident" | "sccs" => {}
            _ => {
                self.diags.error(
                    name.loc,
                    format!("invalid preprocessing directive #{}", name.text),
                );
            }
        }
        None
    }

    /// Whether the dialect is GCC's ISO one (`-std=c++17`), not its GNU one (no `-std`).
    fn strict_ansi(&self) -> bool {
        self.macros.contains_key("__STRICT_ANSI__")
    }

    /// Whether trigraphs are replaced: under a `-std` before C++17, which is GCC's ISO dialect
    /// (measured: nvcc's device pass replaces them under `-std=c++14`, not without `-std`).
    fn trigraphs(&self) -> bool {
        self.opts.cplusplus.is_some_and(|v| v < 201703)
    }

    fn extra_tokens(&mut self, dir: &Token, extra: &[Token]) {
        if let Some(t) = extra.first() {
            self.diags.warning(
                t.loc,
                format!("extra tokens at end of #{} directive", dir.text),
            );
        }
    }

    /// The macro name of `#ifdef`, `#ifndef`, `#elifdef` and `#elifndef`: whether it is defined,
    /// or `None` after an error.
    fn macro_name_operand(&mut self, dir: &Token, args: &[Token]) -> Option<bool> {
        match args.split_first() {
            None => {
                self.diags.error(
                    dir.loc,
                    format!("no macro name given in #{} directive", dir.text),
                );
                None
            }
            Some((name, _)) if !name.is_ident() => {
                self.diags
                    .error(name.loc, "macro names must be identifiers");
                None
            }
            Some((name, rest)) => {
                self.extra_tokens(dir, rest);
                Some(self.is_defined(&name.text))
            }
        }
    }

    /// Whether device code can call the GNU built-in `name`: the `__builtin_` spellings the
    /// toolkit's headers define as macros (over CUDA's intrinsics) and the operators the
    /// parser knows (`__is_class`, `__builtin_bit_cast`).
    fn is_builtin(&self, name: &str) -> bool {
        (name.starts_with("__builtin_") && self.macros.contains_key(name))
            || crate::ast::is_builtin_operator(name)
    }

    fn is_defined(&self, name: &str) -> bool {
        self.macros.contains_key(name) || IF_OPERATORS.contains(&name)
    }

    fn open_cond(&mut self, dir: &Token, taken: bool) {
        self.conds.push(Cond {
            directive: dir.text.clone(),
            loc: dir.loc,
            in_else: false,
            taken,
        });
        if !taken {
            self.skip_group();
        }
    }

    /// The innermost conditional that the current file opened.
    fn current_cond(&mut self, dir: &Token) -> Option<usize> {
        let base = self.sources.last().map_or(0, |s| s.cond_base);
        if self.conds.len() > base {
            Some(self.conds.len() - 1)
        } else {
            self.diags
                .error(dir.loc, format!("#{} without #if", dir.text));
            None
        }
    }

    fn elif(&mut self, dir: &Token, args: &[Token]) {
        let Some(i) = self.current_cond(dir) else {
            return;
        };
        if self.conds[i].in_else {
            self.diags
                .error(dir.loc, format!("#{} after #else", dir.text));
            self.skip_group();
            return;
        }
        // Once a group was taken the rest are skipped unevaluated: their conditions may well be
        // meaningless where the earlier one held.
        if self.conds[i].taken {
            self.skip_group();
            return;
        }
        let taken = match &*dir.text {
            "elif" => self.eval_if(dir, args),
            kind => match self.macro_name_operand(dir, args) {
                Some(defined) => defined == (kind == "elifdef"),
                None => false,
            },
        };
        if let Some(c) = self.conds.get_mut(i) {
            c.taken = taken;
        }
        if !taken {
            self.skip_group();
        }
    }

    fn else_(&mut self, dir: &Token, args: &[Token]) {
        self.extra_tokens(dir, args);
        let Some(i) = self.current_cond(dir) else {
            return;
        };
        let c = &mut self.conds[i];
        if c.in_else {
            self.diags.error(dir.loc, "#else after #else");
            self.skip_group();
            return;
        }
        c.in_else = true;
        if c.taken {
            self.skip_group();
        } else {
            c.taken = true;
        }
    }

    fn endif(&mut self, dir: &Token, args: &[Token]) {
        self.extra_tokens(dir, args);
        if self.current_cond(dir).is_some() {
            self.conds.pop();
        }
    }

    fn define(&mut self, dir: &Token, args: &[Token]) {
        let Some((name, rest)) = args.split_first() else {
            self.diags
                .error(dir.loc, "no macro name given in #define directive");
            return;
        };
        if !self.check_macro_name(name) {
            return;
        }
        let function_like = rest.first().is_some_and(|t| t.is("(") && !t.space_before);
        let mac = if function_like {
            let Some((params, variadic, body)) = self.parse_params(name, rest) else {
                return;
            };
            let Some(items) = parse_items(body, Some(&params), variadic, false, self.diags) else {
                return;
            };
            let mut needs_raw = vec![false; params.len()];
            let mut needs_expanded = vec![false; params.len()];
            param_usage(&items, &mut needs_raw, &mut needs_expanded);
            if !variadic {
                self.warn_va_args(body);
            }
            Macro {
                kind: MacroKind::Function { params, variadic },
                body: body.to_vec(),
                items,
                needs_raw,
                needs_expanded,
                loc: Some(name.loc),
            }
        } else {
            let Some(items) = parse_items(rest, None, false, false, self.diags) else {
                return;
            };
            self.warn_va_args(rest);
            Macro {
                kind: MacroKind::Object,
                body: rest.to_vec(),
                items,
                needs_raw: Vec::new(),
                needs_expanded: Vec::new(),
                loc: Some(name.loc),
            }
        };
        if let Some(old) = self.macros.get(&name.text) {
            if !old.same_as(&mac) {
                match old.loc {
                    None => self.diags.warning(
                        name.loc,
                        format!("redefining builtin macro '{}'", name.text),
                    ),
                    Some(old_loc) => {
                        self.diags
                            .warning(name.loc, format!("'{}' macro redefined", name.text));
                        self.diags.note(old_loc, "previous definition is here");
                    }
                }
            }
        }
        self.macros.insert(name.text.clone(), Rc::new(mac));
    }

    fn warn_va_args(&mut self, body: &[Token]) {
        if let Some(t) = body.iter().find(|t| t.is("__VA_ARGS__")) {
            self.diags.warning(
                t.loc,
                "__VA_ARGS__ can only appear in the expansion of a variadic macro",
            );
        }
    }

    fn check_macro_name(&mut self, name: &Token) -> bool {
        if !name.is_ident() {
            self.diags
                .error(name.loc, "macro names must be identifiers");
            return false;
        }
        if &*name.text == "defined" || IF_OPERATORS.contains(&&*name.text) {
            self.diags.error(
                name.loc,
                format!("\"{}\" cannot be used as a macro name", name.text),
            );
            return false;
        }
        true
    }

    /// Parses `(a, b, ...)` at the start of `rest`: the parameters, whether the last one is
    /// variadic, and the replacement list after the `)`.
    fn parse_params<'t>(&mut self, name: &Token, rest: &'t [Token]) -> Option<ParamList<'t>> {
        let mut params: Vec<Rc<str>> = Vec::new();
        let mut i = 1;
        if rest.get(i).is_some_and(|t| t.is(")")) {
            return Some((params, false, rest.get(i + 1..).unwrap_or_default()));
        }
        loop {
            let Some(t) = rest.get(i) else {
                self.diags
                    .error(name.loc, "missing ')' in macro parameter list");
                return None;
            };
            i += 1;
            let variadic = if t.is("...") {
                params.push(Rc::from("__VA_ARGS__"));
                true
            } else if t.is_ident() && &*t.text != "__VA_ARGS__" {
                if params.contains(&t.text) {
                    self.diags
                        .error(t.loc, format!("duplicate macro parameter \"{}\"", t.text));
                    return None;
                }
                params.push(t.text.clone());
                if rest.get(i).is_some_and(|t| t.is("...")) {
                    i += 1;
                    true
                } else {
                    false
                }
            } else {
                self.diags.error(
                    t.loc,
                    format!("expected parameter name, found \"{}\"", t.text),
                );
                return None;
            };
            match rest.get(i) {
                Some(t) if t.is(")") => {
                    return Some((params, variadic, rest.get(i + 1..).unwrap_or_default()))
                }
                Some(t) if t.is(",") && !variadic => i += 1,
                Some(t) => {
                    let msg = if variadic {
                        "expected ')' after \"...\"".to_string()
                    } else {
                        format!("expected ',' or ')', found \"{}\"", t.text)
                    };
                    self.diags.error(t.loc, msg);
                    return None;
                }
                None => {
                    self.diags
                        .error(name.loc, "missing ')' in macro parameter list");
                    return None;
                }
            }
        }
    }

    fn undef(&mut self, dir: &Token, args: &[Token]) {
        let Some((name, rest)) = args.split_first() else {
            self.diags
                .error(dir.loc, "no macro name given in #undef directive");
            return;
        };
        if !self.check_macro_name(name) {
            return;
        }
        self.extra_tokens(dir, rest);
        self.macros.remove(&name.text);
    }

    /// `#line N "name"` (macro-expanded) and the GNU marker `# N "name" flags...` (not).
    fn line_directive(&mut self, dir: &Token, args: &[Token], expand: bool) {
        let toks = if expand {
            self.expand(args.to_vec(), false, dir.loc)
        } else {
            args.to_vec()
        };
        let Some(num) = toks.first() else {
            self.diags
                .error(dir.loc, "#line directive requires a line number");
            return;
        };
        let line = if num.kind == TokenKind::Number && num.text.bytes().all(|b| b.is_ascii_digit())
        {
            num.text.parse::<u32>().ok()
        } else {
            None
        };
        let Some(line) = line else {
            self.diags.error(
                num.loc,
                format!("\"{}\" after #line is not a positive integer", num.text),
            );
            return;
        };
        let name = match toks.get(1) {
            None => None,
            Some(t) if t.kind == TokenKind::Str && t.text.starts_with('"') => {
                Some(Rc::from(unquote(&t.text)))
            }
            Some(t) => {
                if expand {
                    self.diags
                        .error(t.loc, format!("invalid filename \"{}\"", t.text));
                    return;
                }
                None
            }
        };
        // The line after the directive gets number `line`; a directive may span spliced lines.
        let last_line = args.last().map_or(dir.loc.line, |t| t.loc.line);
        if let Some(src) = self.sources.last() {
            let delta = i64::from(line) - (i64::from(last_line) + 1);
            self.sm
                .set_presumed_lines(src.file.id, last_line + 1, delta, name);
        }
    }

    // -----------------------------------------------------------------------------------------
    // #include

    fn include(&mut self, dir: &Token, args: &[Token], next: bool) {
        let parsed = match header_name(args) {
            Some(h) => Some(h),
            None => {
                let expanded = self.expand(args.to_vec(), false, dir.loc);
                header_name(&expanded)
            }
        };
        let Some((name, angled, extra)) = parsed else {
            self.diags.error(
                dir.loc,
                format!("#{} expects \"FILENAME\" or <FILENAME>", dir.text),
            );
            return;
        };
        if extra {
            self.diags.warning(
                dir.loc,
                format!("extra tokens at end of #{} directive", dir.text),
            );
        }
        if name.is_empty() {
            self.diags
                .error(dir.loc, format!("empty filename in #{}", dir.text));
            return;
        }
        let in_main = self.sources.iter().filter(|s| !s.file.synthetic).count() <= 1;
        if next && in_main {
            self.diags
                .warning(dir.loc, "#include_next in primary source file");
        }
        let Some((path, index)) = self.find_include(&name, angled, next && !in_main) else {
            if !self.is_host_only_header(&name, angled) {
                self.diags
                    .error(dir.loc, format!("'{name}' file not found"));
            }
            return;
        };
        if self.sources.len() >= MAX_INCLUDE_DEPTH {
            self.diags.error(dir.loc, "#include nested too deeply");
            self.aborted = true;
            return;
        }
        self.enter_file(&path, index, dir.loc);
    }

    /// Whether `<name>` is a header of the host compiler's alone (see
    /// [`PreprocessOptions::host_dirs`]), which device code includes as empty.
    fn is_host_only_header(&mut self, name: &str, angled: bool) -> bool {
        let opts = self.opts;
        angled && opts.host_dirs.iter().any(|d| self.is_file(&d.join(name)))
    }

    /// Where `#include` finds `name`: the file and the index of the search directory it was
    /// found in (`None` when found next to the includer or by an absolute path).
    fn find_include(
        &mut self,
        name: &str,
        angled: bool,
        next: bool,
    ) -> Option<(PathBuf, Option<usize>)> {
        if self.opts.headers.iter().any(|(n, _)| n == name) {
            return Some((PathBuf::from(name), None));
        }
        let rel = Path::new(name);
        if rel.is_absolute() {
            let p = rel.to_path_buf();
            return self.is_file(&p).then_some((p, None));
        }
        let mut start = 0;
        if next {
            start = self
                .sources
                .last()
                .and_then(|s| s.search_index)
                .map_or(0, |i| i + 1);
        } else if !angled {
            let dir = self
                .sources
                .last()
                .and_then(|s| s.file.path.parent().map(Path::to_path_buf));
            if let Some(dir) = dir {
                let p = dir.join(rel);
                if self.is_file(&p) {
                    return Some((p, None));
                }
            }
        }
        let opts = self.opts;
        let dirs = opts.include_dirs.iter().chain(&opts.system_dirs);
        for (i, d) in dirs.enumerate().skip(start) {
            let p = d.join(rel);
            if self.is_file(&p) {
                return Some((p, Some(i)));
            }
        }
        None
    }

    fn is_file(&mut self, p: &Path) -> bool {
        if let Some(&b) = self.is_file_cache.get(p) {
            return b;
        }
        let b = p.is_file();
        self.is_file_cache.insert(p.to_path_buf(), b);
        b
    }

    fn enter_file(&mut self, path: &Path, search_index: Option<usize>, loc: Loc) {
        // Guarded headers are included over and over: resolve each path once.
        let key = match self.canonical_cache.get(path) {
            Some(k) => k.clone(),
            None => {
                let k = canonical(path);
                self.canonical_cache.insert(path.to_path_buf(), k.clone());
                k
            }
        };
        if self.once.contains(&key) {
            return;
        }
        let entry = match self.files.get(&key) {
            Some(e) => e.clone(),
            None => {
                let given = self.opts.headers.iter().find(|(n, _)| Path::new(n) == path);
                let read = match given {
                    Some((_, text)) => Ok(text.clone()),
                    None => std::fs::read(path),
                };
                let bytes = match read {
                    Ok(b) => b,
                    Err(e) => {
                        self.diags
                            .error(loc, format!("cannot read '{}': {e}", path.display()));
                        return;
                    }
                };
                let id = self.sm.add(path.display().to_string(), path, &bytes);
                let mut tokens = tokenize_dialect(self.sm, id, self.diags, self.trigraphs());
                if tokens.last().is_some_and(Token::is_eof) {
                    tokens.pop();
                }
                let entry = Rc::new(FileEntry {
                    id,
                    key: key.clone(),
                    path: path.to_path_buf(),
                    guard: detect_guard(&tokens),
                    tokens,
                    synthetic: false,
                });
                self.files.insert(key, entry.clone());
                self.included.push(path.to_path_buf());
                entry
            }
        };
        if entry
            .guard
            .as_ref()
            .is_some_and(|g| self.macros.contains_key(g))
        {
            return;
        }
        if !self.spend(entry.tokens.len(), loc) {
            return;
        }
        self.push_source(entry, search_index);
    }

    // -----------------------------------------------------------------------------------------
    // #pragma and _Pragma

    /// Runs the pragma whose tokens (after `pragma`) are `toks`; `at` is where it stands (the
    /// `#` or the `_Pragma`). Returns the token it leaves in the program, if any.
    fn pragma(&mut self, at: &Token, toks: &[Token]) -> Option<Token> {
        let (first, rest) = toks.split_first()?;
        match &*first.text {
            "once" => {
                if let Some(src) = self.sources.last() {
                    self.once.insert(src.file.key.clone());
                }
                None
            }
            // Kept for the parser: `unroll` for the loop after it, `pack` for the layout of the
            // classes after it. Their operands are expanded (`#pragma unroll N` with `#define
            // N 4`).
            "unroll" | "pack" => {
                let operands = self.expand(rest.to_vec(), false, first.loc);
                let mut text = first.text.to_string();
                if !operands.is_empty() {
                    text.push(' ');
                    text.push_str(&spell(&operands));
                }
                let mut t = Token::new(TokenKind::Pragma, text, at.loc);
                t.space_before = at.space_before;
                t.line_start = at.line_start;
                Some(t)
            }
            "push_macro" | "pop_macro" => {
                if let Some(name) = pragma_string_operand(rest) {
                    let name: Rc<str> = Rc::from(name);
                    if &*first.text == "push_macro" {
                        let saved = self.macros.get(&name).cloned();
                        self.pushed_macros.entry(name).or_default().push(saved);
                    } else if let Some(saved) = self.pushed_macros.get_mut(&name).and_then(Vec::pop)
                    {
                        match saved {
                            Some(m) => self.macros.insert(name, m),
                            None => self.macros.remove(&name),
                        };
                    }
                }
                None
            }
            "GCC" => {
                if let Some((kind, msg)) = rest.split_first() {
                    let text = match msg.first() {
                        Some(s) if s.kind == TokenKind::Str => unquote(&s.text),
                        _ => spell(msg),
                    };
                    match &*kind.text {
                        "warning" => self.diags.warning(kind.loc, text),
                        "error" => self.diags.error(kind.loc, text),
                        _ => {}
                    }
                }
                None
            }
            _ => None,
        }
    }

    // -----------------------------------------------------------------------------------------
    // Macro expansion

    /// Expands the whole program, whose main file is `main_len` bytes long.
    fn expand_main(&mut self, main_len: usize) -> Vec<Token> {
        // Room for the main file's tokens (one in three bytes is dense) and the forced
        // `cuda_runtime.h`'s (some 45,000): grown as it is filled, the vector would be copied
        // again and again.
        let output = Vec::with_capacity(main_len / 3 + (1 << 16));
        let mut x = Expansion {
            frames: vec![Frame {
                output,
                ..Frame::default()
            }],
            from_main: true,
            in_if: false,
        };
        let toks = self.run(&mut x);
        self.expanded_pragmas(toks)
    }

    /// `toks` with each `# pragma ...` that a macro's expansion wrote (`#define UNROLL #pragma
    /// unroll`, which nvcc takes as the pragma) run as the directive would be: the pragma's
    /// operands are the tokens up to the end of the line the expansion is on.
    fn expanded_pragmas(&mut self, toks: Vec<Token>) -> Vec<Token> {
        if !toks.windows(2).any(|w| w[0].is("#") && w[1].is("pragma")) {
            return toks;
        }
        let mut out = Vec::with_capacity(toks.len());
        let mut i = 0;
        while i < toks.len() {
            if !(toks[i].is("#") && toks.get(i + 1).is_some_and(|t| t.is("pragma"))) {
                out.push(toks[i].clone());
                i += 1;
                continue;
            }
            let mut end = i + 2;
            while end < toks.len() && !toks[end].line_start && toks[end].kind != TokenKind::Eof {
                end += 1;
            }
            if let Some(pragma) = self.pragma(&toks[i], &toks[i + 2..end]) {
                out.push(pragma);
            }
            i = end;
        }
        out
    }

    /// Expands the tokens of a directive's line on their own.
    fn expand(&mut self, toks: Vec<Token>, in_if: bool, loc: Loc) -> Vec<Token> {
        if self.nested_expansions >= MAX_NESTED_EXPANSIONS {
            self.diags
                .error(loc, "directive expansions nested too deeply");
            return Vec::new();
        }
        self.nested_expansions += 1;
        let mut input = toks;
        input.reverse();
        let mut x = Expansion {
            frames: vec![Frame {
                input,
                ..Frame::default()
            }],
            from_main: false,
            in_if,
        };
        let out = self.run(&mut x);
        self.nested_expansions -= 1;
        out
    }

    fn run(&mut self, x: &mut Expansion) -> Vec<Token> {
        while !self.aborted {
            match self.next_token(x, true) {
                Some(t) => self.step(x, t),
                None => {
                    if x.frames.len() <= 1 {
                        break;
                    }
                    // An argument is fully expanded: store it and go on with its call.
                    let Some(frame) = x.frames.pop() else {
                        break;
                    };
                    if let Some(mut call) = frame.call {
                        let p = call.param;
                        if let Some(slot) = call.expanded.get_mut(p) {
                            *slot = frame.output;
                        }
                        self.next_arg(x, call, p + 1);
                    }
                }
            }
        }
        x.frames
            .drain(..)
            .next()
            .map(|f| f.output)
            .unwrap_or_default()
    }

    /// The next token of the current frame (for a macro's `(` and arguments).
    fn read(&mut self, x: &mut Expansion) -> Option<Token> {
        self.next_token(x, false)
    }

    /// The next token of the current frame (see [`Self::next_main`] for `cross_files`). The
    /// replacements it reads to the end of stop being replaced; a name of a macro still being
    /// replaced is painted.
    fn next_token(&mut self, x: &mut Expansion, cross_files: bool) -> Option<Token> {
        loop {
            let mut tok = if x.from_main && x.frames.len() == 1 {
                self.next_main(cross_files)
            } else {
                x.frames.last_mut()?.input.pop()
            }?;
            if tok.kind == TokenKind::ExpansionEnd {
                if let Some(n) = self.being_replaced.get_mut(&tok.text) {
                    *n -= 1;
                    if *n == 0 {
                        self.being_replaced.remove(&tok.text);
                    }
                }
                continue;
            }
            if tok.kind == TokenKind::Ident
                && !self.being_replaced.is_empty()
                && self.being_replaced.contains_key(&tok.text)
            {
                tok.painted = true;
            }
            return Some(tok);
        }
    }

    fn unread(&mut self, x: &mut Expansion, t: Token) {
        if x.from_main && x.frames.len() == 1 {
            self.pending.push(t);
        } else if let Some(f) = x.frames.last_mut() {
            f.input.push(t);
        }
    }

    /// Puts a replacement in front of the current frame's input, to be rescanned.
    fn push_input(&mut self, x: &mut Expansion, toks: Vec<Token>) {
        let stack = if x.from_main && x.frames.len() == 1 {
            &mut self.pending
        } else if let Some(f) = x.frames.last_mut() {
            &mut f.input
        } else {
            return;
        };
        stack.extend(toks.into_iter().rev());
    }

    /// Gives the next token of the current frame's input a space before it (see [`Self::subst`]).
    fn space_next(&mut self, x: &mut Expansion) {
        let stack = if x.from_main && x.frames.len() == 1 {
            &mut self.pending
        } else if let Some(f) = x.frames.last_mut() {
            &mut f.input
        } else {
            return;
        };
        let next = stack
            .iter_mut()
            .rev()
            .find(|t| t.kind != TokenKind::ExpansionEnd);
        if let Some(t) = next {
            t.space_before = true;
        }
    }

    fn emit(x: &mut Expansion, t: Token) {
        if let Some(f) = x.frames.last_mut() {
            f.output.push(t);
        }
    }

    /// Handles one token read by the current frame: expands it or passes it to the output.
    fn step(&mut self, x: &mut Expansion, tok: Token) {
        if tok.kind != TokenKind::Ident {
            return Self::emit(x, tok);
        }
        if x.in_if {
            if let Some(t) = self.if_operator(x, &tok) {
                return Self::emit(x, t);
            }
        } else if &*tok.text == "_Pragma" {
            if let Some(t) = self.pragma_operator(x, &tok) {
                Self::emit(x, t);
            }
            return;
        } else if ["__has_cpp_attribute", "__has_attribute", "__has_builtin"].contains(&&*tok.text)
        {
            // GCC answers these anywhere, not only in `#if` (`return __has_builtin(f);`).
            match self.read(x) {
                Some(t) if t.is("(") => {
                    self.unread(x, t);
                    if let Some(t) = self.if_operator(x, &tok) {
                        return Self::emit(x, t);
                    }
                }
                Some(t) => self.unread(x, t),
                None => {}
            }
        }
        let Some(mac) = self.macros.get(&tok.text).cloned() else {
            return Self::emit(x, tok);
        };
        if tok.painted {
            return Self::emit(x, tok);
        }
        match &mac.kind {
            MacroKind::Builtin(b) => {
                let t = self.builtin(*b, &tok);
                Self::emit(x, t);
            }
            MacroKind::Object => {
                let call = Call {
                    mac: mac.clone(),
                    name: tok,
                    raw: Vec::new(),
                    expanded: Vec::new(),
                    param: 0,
                    variadic_omitted: false,
                };
                self.next_arg(x, call, 0);
            }
            MacroKind::Function { params, variadic } => {
                // Only a `(` makes a function-like macro name an invocation.
                match self.read(x) {
                    Some(t) if t.is("(") => {}
                    other => {
                        if let Some(t) = other {
                            self.unread(x, t);
                        }
                        return Self::emit(x, tok);
                    }
                }
                let Some(args) = self.collect_args(x, &tok, params.len(), *variadic) else {
                    return Self::emit(x, tok);
                };
                let only_variadic_empty =
                    params.len() == 1 && args.len() == 1 && args[0].is_empty();
                let variadic_omitted = *variadic
                    && (args.len() < params.len() || (only_variadic_empty && !self.strict_ansi()));
                let Some(args) = self.check_arg_count(&tok, args, params.len(), *variadic) else {
                    return Self::emit(x, tok);
                };
                let call = Call {
                    expanded: vec![Vec::new(); args.len()],
                    raw: args,
                    mac: mac.clone(),
                    name: tok,
                    param: 0,
                    variadic_omitted,
                };
                self.next_arg(x, call, 0);
            }
        }
    }

    /// Reads the arguments after the `(`: the token lists between top-level commas, and the
    /// closing `)`. The variadic parameter takes the commas after it.
    fn collect_args(
        &mut self,
        x: &mut Expansion,
        name: &Token,
        params: usize,
        variadic: bool,
    ) -> Option<Vec<Vec<Token>>> {
        let mut args: Vec<Vec<Token>> = vec![Vec::new()];
        let mut depth = 0usize;
        loop {
            let Some(t) = self.read(x) else {
                self.diags.error(
                    name.loc,
                    format!(
                        "unterminated argument list invoking macro \"{}\"",
                        name.text
                    ),
                );
                return None;
            };
            if t.is("(") {
                depth += 1;
            } else if t.is(")") {
                if depth == 0 {
                    break;
                }
                depth -= 1;
            } else if t.is(",") && depth == 0 && !(variadic && args.len() >= params) {
                args.push(Vec::new());
                continue;
            }
            if let Some(a) = args.last_mut() {
                a.push(t);
            }
        }
        // Arguments nested n deep are gathered n times over: count that work too, or a deep
        // enough nest would take quadratic time without ever exhausting the budget.
        let gathered = args.iter().map(Vec::len).sum::<usize>();
        if !self.spend(gathered, name.loc) {
            return None;
        }
        // The frame's input has given its tokens to the arguments; while those are expanded in
        // frames above it, its spare capacity would only add up over the levels of a deep nest.
        if let Some(f) = x.frames.last_mut() {
            if f.input.capacity() > 2 * f.input.len() + 64 {
                f.input.shrink_to_fit();
            }
        }
        Some(args)
    }

    fn check_arg_count(
        &mut self,
        name: &Token,
        mut args: Vec<Vec<Token>>,
        params: usize,
        variadic: bool,
    ) -> Option<Vec<Vec<Token>>> {
        // `f()` passes one empty argument, which is no argument at all to a macro with none.
        if params == 0 && args.len() == 1 && args[0].is_empty() {
            args.clear();
        }
        // C++20 lets the variable arguments be left out entirely.
        if variadic && args.len() + 1 == params {
            args.push(Vec::new());
        }
        if args.len() == params {
            return Some(args);
        }
        let msg = if args.len() > params {
            format!(
                "macro \"{}\" passed {} arguments, but takes just {}",
                name.text,
                args.len(),
                params
            )
        } else if variadic {
            format!(
                "macro \"{}\" requires at least {} arguments, but only {} given",
                name.text,
                params - 1,
                args.len()
            )
        } else {
            format!(
                "macro \"{}\" requires {} arguments, but only {} given",
                name.text,
                params,
                args.len()
            )
        };
        self.diags.error(name.loc, msg);
        None
    }

    /// Expands the call's next argument that needs it (from parameter `from` on) in a new frame,
    /// or, when none is left, substitutes the call and pushes the result back to be rescanned.
    fn next_arg(&mut self, x: &mut Expansion, mut call: Call, from: usize) {
        let next = (from..call.mac.param_count())
            .find(|&p| call.mac.needs_expanded.get(p).copied().unwrap_or(false));
        if let Some(p) = next {
            let arg = match call.raw.get_mut(p) {
                Some(a) if call.mac.needs_raw.get(p).copied().unwrap_or(false) => a.clone(),
                Some(a) => std::mem::take(a),
                None => Vec::new(),
            };
            call.param = p;
            let mut input = arg;
            input.reverse();
            x.frames.push(Frame {
                input,
                output: Vec::new(),
                call: Some(call),
            });
            return;
        }
        let (mut result, trailing_space) = self.subst(&call);
        if trailing_space {
            self.space_next(x);
        }
        if self.spend(result.len(), call.name.loc) {
            let name = call.name.text.clone();
            *self.being_replaced.entry(name.clone()).or_default() += 1;
            result.push(Token::new(TokenKind::ExpansionEnd, name, call.name.loc));
            self.push_input(x, result);
        }
    }

    /// The replacement of a call, with locations and spacing set: body tokens take
    /// the location of the macro name; the first token takes the name's spacing. Also whether
    /// the token after the call takes a space: that of empty arguments at the replacement's end,
    /// or of the name where the replacement is empty (`[h(x,,)]` stringizes as `"[x ]"`).
    fn subst(&mut self, call: &Call) -> (Vec<Token>, bool) {
        let mut out = Vec::new();
        self.subst_items(&call.mac.items, call, &mut out);
        let mut space = false;
        out.retain_mut(|t| {
            if is_placemarker(t) {
                space |= t.space_before;
                return false;
            }
            t.space_before |= std::mem::take(&mut space);
            true
        });
        if let Some(first) = out.first_mut() {
            first.space_before = call.name.space_before;
            first.line_start = call.name.line_start;
        } else {
            space |= call.name.space_before;
        }
        (out, space)
    }

    fn subst_items(&mut self, items: &[Item], call: &Call, out: &mut Vec<Token>) {
        let mut i = 0;
        while let Some(item) = items.get(i) {
            if let Item::Paste = item {
                let Some(rhs) = items.get(i + 1) else {
                    break;
                };
                if !self.gnu_comma(items, i, call, out) {
                    let mut rhs_toks = Vec::new();
                    self.operand(rhs, call, true, &mut rhs_toks);
                    self.paste(out, rhs_toks, call);
                }
                i += 2;
            } else {
                let raw = matches!(items.get(i + 1), Some(Item::Paste));
                self.operand(item, call, raw, out);
                i += 1;
            }
        }
    }

    /// The GNU extension `, ## __VA_ARGS__`: the comma goes away where the variable arguments
    /// are left out (not where they are written empty), and nothing is pasted otherwise.
    /// Returns whether `items[paste]` was such a `##`.
    fn gnu_comma(&self, items: &[Item], paste: usize, call: &Call, out: &mut Vec<Token>) -> bool {
        let Some(va) = call.mac.variadic_index() else {
            return false;
        };
        let Some(Item::Param(p, at)) = items.get(paste + 1) else {
            return false;
        };
        let after_comma =
            paste > 0 && matches!(items.get(paste - 1), Some(Item::Tok(t)) if t.is(","));
        if *p != va || !after_comma {
            return false;
        }
        let arg = call.raw.get(va).map_or(&[][..], |a| &a[..]);
        if arg.is_empty() {
            if call.variadic_omitted {
                out.pop();
            }
        } else {
            // Pasted to the comma: spaced as the argument is written (`G(x, y)` is `x, y`).
            let first = out.len();
            push_arg(out, arg, at);
            out[first].space_before = arg[0].space_before;
        }
        true
    }

    /// Appends what one item stands for. `raw`: it is an operand of `##`, so arguments are taken
    /// as written and an empty result is a placemarker.
    fn operand(&mut self, item: &Item, call: &Call, raw: bool, out: &mut Vec<Token>) {
        match item {
            Item::Tok(t) => {
                let mut t = t.clone();
                t.loc = call.name.loc;
                t.space_before |= t.line_start;
                t.line_start = false;
                out.push(t);
            }
            Item::Param(p, at) => {
                let args = if raw { &call.raw } else { &call.expanded };
                let arg = args.get(*p).map_or(&[][..], |a| &a[..]);
                if arg.is_empty() {
                    // An empty argument's spacing goes to the token after it, as a placemarker
                    // it hands over when removed (`f(a b)` with `b` empty is `f(1 )`).
                    if raw || at.space_before {
                        let mut mark = placemarker(at);
                        mark.space_before = at.space_before;
                        out.push(mark);
                    }
                } else {
                    push_arg(out, arg, at);
                }
            }
            Item::Stringize(hash, operand) => {
                let mut toks = Vec::new();
                match &**operand {
                    Item::Param(p, _) => {
                        toks.extend(call.raw.get(*p).into_iter().flatten().cloned());
                    }
                    Item::VaOpt(_, content) if !va_empty(call) => {
                        self.subst_items(content, call, &mut toks);
                    }
                    _ => {}
                }
                out.push(stringize(&toks, hash));
            }
            Item::VaOpt(kw, content) => {
                let start = out.len();
                if !va_empty(call) {
                    self.subst_items(content, call, out);
                }
                if let Some(first) = out.get_mut(start) {
                    first.space_before = kw.space_before;
                } else if raw {
                    out.push(placemarker(kw));
                }
            }
            Item::Paste => {}
        }
    }

    /// `lhs ## rhs`: pastes the last token of `out` to the first of `rhs`.
    fn paste(&mut self, out: &mut Vec<Token>, rhs: Vec<Token>, call: &Call) {
        let mut rhs = rhs.into_iter();
        let Some(first) = rhs.next() else {
            return;
        };
        match out.pop() {
            None => out.push(first),
            Some(lhs) if is_placemarker(&lhs) => out.push(first),
            Some(lhs) if is_placemarker(&first) => out.push(lhs),
            Some(lhs) => match glue(&lhs, &first) {
                Some(t) => out.push(t),
                None => {
                    self.diags.error(
                        call.name.loc,
                        format!(
                            "pasting \"{}\" and \"{}\" does not give a valid preprocessing token",
                            lhs.text, first.text
                        ),
                    );
                    out.push(lhs);
                    out.push(first);
                }
            },
        }
        out.extend(rhs);
    }

    fn builtin(&mut self, b: Builtin, tok: &Token) -> Token {
        let (kind, text): (TokenKind, String) = match b {
            Builtin::File => (TokenKind::Str, quote(&self.presumed(tok.loc).0)),
            Builtin::Line => (TokenKind::Number, self.presumed(tok.loc).1.to_string()),
            Builtin::Counter => {
                let n = self.counter;
                self.counter += 1;
                (TokenKind::Number, n.to_string())
            }
            Builtin::Date => (TokenKind::Str, self.date_time().0.to_string()),
            Builtin::Time => (TokenKind::Str, self.date_time().1.to_string()),
            Builtin::IncludeLevel => {
                let files = self.sources.iter().filter(|s| !s.file.synthetic).count();
                (TokenKind::Number, files.saturating_sub(1).to_string())
            }
            Builtin::BaseFile => (TokenKind::Str, quote(&self.main_name)),
            Builtin::FileName => {
                let name = self.presumed(tok.loc).0;
                let base = name.rsplit(['/', '\\']).next().unwrap_or(&name);
                (TokenKind::Str, quote(base))
            }
        };
        Token {
            kind,
            text: text.into(),
            loc: tok.loc,
            space_before: tok.space_before,
            line_start: tok.line_start,
            digraph: false,
            painted: false,
        }
    }

    /// The file name and line `#line` says `loc` has (see [`crate::source::SourceFile::presumed`]).
    fn presumed(&self, loc: Loc) -> (Rc<str>, u32) {
        let (name, line) = self.sm.file(loc.file).presumed(loc.line);
        (Rc::from(name), line)
    }

    /// `__DATE__` and `__TIME__`, in UTC, fixed for the whole run; `SOURCE_DATE_EPOCH` replaces
    /// the clock for reproducible builds.
    fn date_time(&mut self) -> (Rc<str>, Rc<str>) {
        if let Some(dt) = &self.date_time {
            return dt.clone();
        }
        let secs = std::env::var("SOURCE_DATE_EPOCH")
            .ok()
            .and_then(|s| s.trim().parse::<i64>().ok())
            .unwrap_or_else(|| {
                std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(0))
            });
        let (y, m, d) = civil_from_days(secs.div_euclid(86_400));
        let t = secs.rem_euclid(86_400);
        const MONTHS: [&str; 12] = [
            "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
        ];
        let month = MONTHS.get(m.saturating_sub(1) as usize).unwrap_or(&"Jan");
        let date: Rc<str> = format!("\"{month} {d:2} {y}\"").into();
        let time: Rc<str> = format!("\"{:02}:{:02}:{:02}\"", t / 3600, t / 60 % 60, t % 60).into();
        self.date_time = Some((date.clone(), time.clone()));
        (date, time)
    }

    /// `defined`, `__has_include` and friends inside `#if`: the `0` or `1` they stand for, or
    /// `None` when `tok` is none of them. Their operands are read without expansion.
    fn if_operator(&mut self, x: &mut Expansion, tok: &Token) -> Option<Token> {
        let number = |value: bool| {
            let mut t = Token::new(TokenKind::Number, if value { "1" } else { "0" }, tok.loc);
            t.space_before = tok.space_before;
            t
        };
        match &*tok.text {
            "defined" => {
                let mut next = self.read(x);
                let paren = next.as_ref().is_some_and(|t| t.is("("));
                if paren {
                    next = self.read(x);
                }
                let name = match next {
                    Some(t) if t.is_ident() => t,
                    other => {
                        self.diags
                            .error(tok.loc, "operator \"defined\" requires an identifier");
                        if let Some(t) = other {
                            self.unread(x, t);
                        }
                        return Some(number(false));
                    }
                };
                if paren {
                    match self.read(x) {
                        Some(t) if t.is(")") => {}
                        other => {
                            self.diags.error(tok.loc, "missing ')' after \"defined\"");
                            if let Some(t) = other {
                                self.unread(x, t);
                            }
                        }
                    }
                }
                Some(number(self.is_defined(&name.text)))
            }
            "__has_include" | "__has_include_next" => {
                let Some(toks) = self.parenthesized(x, tok) else {
                    return Some(number(false));
                };
                let found = match header_name(&toks) {
                    Some(h) => Some(h),
                    None => {
                        let expanded = self.expand(toks, false, tok.loc);
                        header_name(&expanded)
                    }
                };
                let Some((name, angled, _)) = found else {
                    self.diags.error(
                        tok.loc,
                        format!("{} expects \"FILENAME\" or <FILENAME>", tok.text),
                    );
                    return Some(number(false));
                };
                let next = tok.text.ends_with("_next");
                let found = self.find_include(&name, angled, next).is_some()
                    || self.is_host_only_header(&name, angled);
                Some(number(found))
            }
            "__has_cpp_attribute" | "__has_attribute" => {
                let toks = self.parenthesized(x, tok);
                let words: Vec<&str> = toks.iter().flatten().map(|t| &*t.text).collect();
                let version = match (tok.text.as_ref(), words.as_slice()) {
                    ("__has_cpp_attribute", [name]) => standard_attribute(name),
                    ("__has_cpp_attribute", ["gnu" | "__gnu__", "::", name])
                    | ("__has_attribute", [name]) => u32::from(gnu_attribute(name)),
                    _ => 0,
                };
                Some(Token::new(TokenKind::Number, version.to_string(), tok.loc))
            }
            "__has_builtin" => {
                let toks = self.parenthesized(x, tok);
                let known = match toks.as_deref() {
                    Some([name]) => self.is_builtin(&name.text),
                    _ => false,
                };
                Some(number(known))
            }
            name if IF_OPERATORS.contains(&name) => {
                self.parenthesized(x, tok);
                Some(number(false))
            }
            _ => None,
        }
    }

    /// Reads `( tokens )` after an operator, unexpanded; the tokens without the parentheses.
    fn parenthesized(&mut self, x: &mut Expansion, op: &Token) -> Option<Vec<Token>> {
        match self.read(x) {
            Some(t) if t.is("(") => {}
            other => {
                self.diags
                    .error(op.loc, format!("missing '(' after \"{}\"", op.text));
                if let Some(t) = other {
                    self.unread(x, t);
                }
                return None;
            }
        }
        let mut toks = Vec::new();
        let mut depth = 0usize;
        loop {
            let Some(t) = self.read(x) else {
                self.diags
                    .error(op.loc, format!("missing ')' after \"{}\"", op.text));
                return None;
            };
            if t.is("(") {
                depth += 1;
            } else if t.is(")") {
                if depth == 0 {
                    return Some(toks);
                }
                depth -= 1;
            }
            toks.push(t);
        }
    }

    /// `_Pragma("...")`: runs the pragma; returns the token it leaves, if any.
    fn pragma_operator(&mut self, x: &mut Expansion, tok: &Token) -> Option<Token> {
        let mut toks = self.parenthesized(x, tok)?;
        // The operand is macro-expanded first, as GCC and nvcc do
        // (`_Pragma(STR(nv_diag_suppress 177))`).
        if !matches!(toks.as_slice(), [s] if s.kind == TokenKind::Str) {
            toks = self.expand(toks, false, tok.loc);
        }
        let [s] = toks.as_slice() else {
            self.diags
                .error(tok.loc, "_Pragma takes a parenthesized string literal");
            return None;
        };
        let body = s.text.strip_prefix('L').unwrap_or(&s.text);
        if s.kind != TokenKind::Str || !body.starts_with('"') {
            self.diags
                .error(tok.loc, "_Pragma takes a parenthesized string literal");
            return None;
        }
        let Some(pragma) = lex_text(&unquote(body), tok.loc) else {
            self.diags
                .error(tok.loc, "_Pragma string is not a valid pragma");
            return None;
        };
        self.pragma(tok, &pragma)
    }

    // -----------------------------------------------------------------------------------------
    // #if

    fn eval_if(&mut self, dir: &Token, args: &[Token]) -> bool {
        if args.is_empty() {
            self.diags
                .error(dir.loc, format!("#{} with no expression", dir.text));
            return false;
        }
        let toks = self.expand(args.to_vec(), true, dir.loc);
        if toks.is_empty() {
            self.diags
                .error(dir.loc, format!("#{} with no expression", dir.text));
            return false;
        }
        let end = toks.last().map_or(dir.loc, |t| t.loc);
        let mut p = ExprParser {
            toks: &toks,
            pos: 0,
            diags: self.diags,
            failed: false,
            depth: 0,
            end,
        };
        let v = p.comma(true);
        if !p.failed {
            if let Some(t) = toks.get(p.pos) {
                p.fail(
                    t.loc,
                    format!("missing binary operator before token \"{}\"", t.text),
                );
            }
        }
        !p.failed && v.is_true()
    }
}

fn va_empty(call: &Call) -> bool {
    call.mac
        .variadic_index()
        .and_then(|va| call.expanded.get(va))
        .is_none_or(|a| a.is_empty())
}

/// Appends an argument where the parameter token `at` was: the first token takes the parameter's
/// spacing; line breaks inside the argument become plain spaces.
fn push_arg(out: &mut Vec<Token>, arg: &[Token], at: &Token) {
    let start = out.len();
    out.extend(arg.iter().cloned());
    for t in out.iter_mut().skip(start) {
        t.space_before |= t.line_start;
        t.line_start = false;
    }
    if let Some(first) = out.get_mut(start) {
        first.space_before = at.space_before;
    }
}

/// The placemarker of the standard: stands for an empty `##` operand while pasting and is
/// removed before the replacement leaves `subst`. No real token has empty text except `Eof`.
fn placemarker(at: &Token) -> Token {
    Token::new(TokenKind::Punct, "", at.loc)
}

fn is_placemarker(t: &Token) -> bool {
    t.kind == TokenKind::Punct && t.text.is_empty()
}

/// The token `lhs ## rhs` forms, if it is one token.
fn glue(lhs: &Token, rhs: &Token) -> Option<Token> {
    // (Spelled as written: `%:` pasted to `%:` is the digraph `%:%:`.)
    let text = format!("{}{}", lhs.spelling(), rhs.spelling());
    let word = |s: &str, dot: bool| {
        s.chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || (dot && c == '.'))
    };
    let rhs_word = matches!(rhs.kind, TokenKind::Ident | TokenKind::Number);
    // Identifiers and numbers, the common cases, without going through the lexer.
    let kind = if lhs.kind == TokenKind::Ident
        && rhs_word
        && word(&lhs.text, false)
        && word(&rhs.text, false)
    {
        TokenKind::Ident
    } else if lhs.kind == TokenKind::Number && rhs_word && word(&rhs.text, true) {
        TokenKind::Number
    } else {
        let toks = lex_text(&text, lhs.loc)?;
        return match toks.as_slice() {
            // (A digraph's text is the punctuator it stands for: `<:` is `[`.)
            [t] if *t.text == *text || t.spelling() == text => Some(Token {
                space_before: lhs.space_before,
                line_start: false,
                ..t.clone()
            }),
            _ => None,
        };
    };
    Some(Token {
        kind,
        text: text.into(),
        loc: lhs.loc,
        space_before: lhs.space_before,
        line_start: false,
        digraph: false,
        painted: false,
    })
}

/// `#arg`: the spelling of the tokens as a string literal, one space wherever there was space,
/// with `"` and `\` escaped inside string and character literals.
fn stringize(toks: &[Token], hash: &Token) -> Token {
    let mut s = String::from("\"");
    let mut first = true;
    for t in toks.iter().filter(|t| !is_placemarker(t)) {
        if !first && (t.space_before || t.line_start) {
            s.push(' ');
        }
        first = false;
        if matches!(t.kind, TokenKind::Str | TokenKind::Char) {
            for c in t.text.chars() {
                if c == '"' || c == '\\' {
                    s.push('\\');
                }
                s.push(c);
            }
        } else {
            s.push_str(t.spelling());
        }
    }
    s.push('"');
    let mut t = Token::new(TokenKind::Str, s, hash.loc);
    t.space_before = hash.space_before;
    t
}

/// Tokenizes a piece of text on its own (a pasted token, a `_Pragma` string), every token at
/// `loc`. `None` if the lexer finds anything wrong with it.
fn lex_text(text: &str, loc: Loc) -> Option<Vec<Token>> {
    let mut sm = SourceMap::new();
    let id = sm.add("<scratch>", "<scratch>", text.as_bytes());
    let mut diags = Diagnostics::new();
    let mut toks = tokenize(&sm, id, &mut diags);
    if diags.has_errors() {
        return None;
    }
    toks.pop();
    for t in &mut toks {
        t.loc = loc;
    }
    Some(toks)
}

/// Tokens spelled back with single spaces where the source had space.
fn spell(toks: &[Token]) -> String {
    let mut s = String::new();
    for (i, t) in toks.iter().enumerate() {
        if i > 0 && (t.space_before || t.line_start) {
            s.push(' ');
        }
        s.push_str(&t.text);
    }
    s
}

/// The header name at the start of `toks`: the name, whether it was `<...>`, and whether more
/// tokens follow it.
fn header_name(toks: &[Token]) -> Option<(String, bool, bool)> {
    let first = toks.first()?;
    if first.kind == TokenKind::Str {
        // Header names are taken literally: no escape sequences.
        let inner = first.text.strip_prefix('"')?;
        let inner = inner.strip_suffix('"').unwrap_or(inner);
        return Some((inner.to_string(), false, toks.len() > 1));
    }
    if first.is("<") {
        let close = toks.iter().position(|t| t.is(">"))?;
        let name = spell(toks.get(1..close).unwrap_or_default());
        return Some((name, true, toks.len() > close + 1));
    }
    None
}

/// `( "name" )` of `#pragma push_macro`.
fn pragma_string_operand(toks: &[Token]) -> Option<String> {
    match toks {
        [open, s, close, ..] if open.is("(") && close.is(")") && s.kind == TokenKind::Str => {
            Some(unquote(&s.text))
        }
        _ => None,
    }
}

/// A string literal's text, quotes removed and `\"`, `\\` undone (all that `_Pragma`, `#line` and
/// friends need).
fn unquote(lit: &str) -> String {
    let inner = lit.strip_prefix('"').unwrap_or(lit);
    let inner = inner.strip_suffix('"').unwrap_or(inner);
    let mut s = String::with_capacity(inner.len());
    let mut chars = inner.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            match chars.next() {
                Some(e @ ('"' | '\\')) => s.push(e),
                Some(e) => {
                    s.push('\\');
                    s.push(e);
                }
                None => s.push('\\'),
            }
        } else {
            s.push(c);
        }
    }
    s
}

/// A string literal spelling `s`.
fn quote(s: &str) -> String {
    let mut q = String::from("\"");
    for c in s.chars() {
        match c {
            '"' | '\\' => {
                q.push('\\');
                q.push(c);
            }
            '\n' => q.push_str("\\n"),
            _ => q.push(c),
        }
    }
    q.push('"');
    q
}

fn canonical(path: &Path) -> PathBuf {
    std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf())
}

/// The proleptic Gregorian date of a day count from 1970-01-01: (year, month 1-12, day 1-31).
/// Days are counted in 400-year eras starting on March 1st, so that the leap day ends a year.
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let mp = (5 * day_of_year + 2) / 153;
    let day = (day_of_year - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// The predefined macros, as `#define` lines: what GCC 12 predefines for x86-64 Linux
/// (`gcc_predefined.h`), as nvcc's device pass has it from the host compiler, with the
/// feature-test macros of the standard in use; minus any CUDA macro (the driver passes those as
/// `-D`).
fn predefined_text(cplusplus: Option<u32>) -> String {
    let mut text = format!("#define __cplusplus {}L\n", cplusplus.unwrap_or(201703));
    text.push_str(include_str!("gcc_predefined.h"));
    let standard = cplusplus.unwrap_or(201703);
    if standard >= 201703 {
        text.push_str("#define __STDCPP_DEFAULT_NEW_ALIGNMENT__ 16UL\n");
    }
    for (name, values) in LANGUAGE_FEATURES {
        let value = values.iter().rev().find(|(since, _)| *since <= standard);
        if let Some((_, value)) = value {
            text.push_str(&format!("#define {name} {value}L\n"));
        }
    }
    text
}

/// The language feature-test macros gcc predefines, each with its values by the `__cplusplus`
/// they start at; left out are those of what device code has no form of (coroutines,
/// destroying `delete`, `new` in constant expressions, arrays of run-time size).
const LANGUAGE_FEATURES: &[(&str, &[(u32, u32)])] = &[
    ("__cpp_aggregate_bases", &[(201703, 201603)]),
    ("__cpp_aggregate_nsdmi", &[(201402, 201304)]),
    ("__cpp_aggregate_paren_init", &[(202002, 201902)]),
    ("__cpp_alias_templates", &[(201103, 200704)]),
    ("__cpp_aligned_new", &[(201703, 201606)]),
    ("__cpp_attributes", &[(201103, 200809)]),
    ("__cpp_binary_literals", &[(201103, 201304)]),
    ("__cpp_capture_star_this", &[(201703, 201603)]),
    ("__cpp_char8_t", &[(202002, 201811)]),
    ("__cpp_concepts", &[(202002, 202002)]),
    ("__cpp_conditional_explicit", &[(202002, 201806)]),
    ("__cpp_consteval", &[(202002, 201811)]),
    (
        "__cpp_constexpr",
        &[
            (201103, 200704),
            (201402, 201304),
            (201703, 201603),
            (202002, 202002),
        ],
    ),
    ("__cpp_constexpr_in_decltype", &[(202002, 201711)]),
    ("__cpp_constinit", &[(202002, 201907)]),
    ("__cpp_decltype", &[(201103, 200707)]),
    ("__cpp_decltype_auto", &[(201402, 201304)]),
    (
        "__cpp_deduction_guides",
        &[(201703, 201703), (202002, 201907)],
    ),
    ("__cpp_delegating_constructors", &[(201103, 200604)]),
    ("__cpp_designated_initializers", &[(202002, 201707)]),
    ("__cpp_digit_separators", &[(201402, 201309)]),
    ("__cpp_enumerator_attributes", &[(201703, 201411)]),
    ("__cpp_exceptions", &[(201103, 199711)]),
    ("__cpp_fold_expressions", &[(201703, 201603)]),
    (
        "__cpp_generic_lambdas",
        &[(201402, 201304), (202002, 201707)],
    ),
    ("__cpp_guaranteed_copy_elision", &[(201703, 201606)]),
    ("__cpp_hex_float", &[(201103, 201603)]),
    ("__cpp_if_constexpr", &[(201703, 201606)]),
    ("__cpp_impl_three_way_comparison", &[(202002, 201907)]),
    ("__cpp_inheriting_constructors", &[(201103, 201511)]),
    ("__cpp_init_captures", &[(201402, 201304), (202002, 201803)]),
    ("__cpp_initializer_lists", &[(201103, 200806)]),
    ("__cpp_inline_variables", &[(201703, 201606)]),
    ("__cpp_lambdas", &[(201103, 200907)]),
    ("__cpp_namespace_attributes", &[(201703, 201411)]),
    ("__cpp_nested_namespace_definitions", &[(201703, 201411)]),
    ("__cpp_noexcept_function_type", &[(201703, 201510)]),
    (
        "__cpp_nontype_template_args",
        &[(201703, 201411), (202002, 201911)],
    ),
    ("__cpp_nontype_template_parameter_auto", &[(201703, 201606)]),
    (
        "__cpp_nontype_template_parameter_class",
        &[(202002, 201806)],
    ),
    ("__cpp_nsdmi", &[(201103, 200809)]),
    (
        "__cpp_range_based_for",
        &[(201103, 200907), (201703, 201603)],
    ),
    ("__cpp_raw_strings", &[(201103, 200710)]),
    ("__cpp_ref_qualifiers", &[(201103, 200710)]),
    ("__cpp_return_type_deduction", &[(201402, 201304)]),
    ("__cpp_rtti", &[(201103, 199711)]),
    ("__cpp_rvalue_reference", &[(201103, 200610)]),
    ("__cpp_rvalue_references", &[(201103, 200610)]),
    ("__cpp_sized_deallocation", &[(201402, 201309)]),
    ("__cpp_static_assert", &[(201103, 200410), (201703, 201411)]),
    ("__cpp_structured_bindings", &[(201703, 201606)]),
    ("__cpp_template_auto", &[(201703, 201606)]),
    ("__cpp_template_template_args", &[(201703, 201611)]),
    ("__cpp_threadsafe_static_init", &[(201103, 200806)]),
    (
        "__cpp_unicode_characters",
        &[(201103, 200704), (201703, 201411)],
    ),
    ("__cpp_unicode_literals", &[(201103, 200710)]),
    ("__cpp_user_defined_literals", &[(201103, 200809)]),
    ("__cpp_using_enum", &[(202002, 201907)]),
    ("__cpp_variable_templates", &[(201402, 201304)]),
    ("__cpp_variadic_templates", &[(201103, 200704)]),
    ("__cpp_variadic_using", &[(201703, 201611)]),
];

// ---------------------------------------------------------------------------------------------
// #if expressions

/// An intmax_t or uintmax_t value: the bits, and which of the two it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Value {
    bits: u64,
    unsigned: bool,
}

impl Value {
    const ZERO: Value = Value {
        bits: 0,
        unsigned: false,
    };

    fn signed(v: i64) -> Self {
        Value {
            bits: v as u64,
            unsigned: false,
        }
    }

    fn truth(b: bool) -> Self {
        Self::signed(i64::from(b))
    }

    fn is_true(self) -> bool {
        self.bits != 0
    }
}

/// A recursive-descent parser that evaluates as it goes. `eval` is false inside the operand a
/// `&&`, `||` or `?:` does not evaluate, where division by zero is no error. After the first
/// error every function returns at once, so one bad line gives one diagnostic.
struct ExprParser<'t, 'd> {
    toks: &'t [Token],
    pos: usize,
    diags: &'d mut Diagnostics,
    failed: bool,
    /// Nesting of `unary` and `conditional`, bounded by `MAX_EXPR_DEPTH`.
    depth: usize,
    /// Where "expected ..." errors at the end of the line point.
    end: Loc,
}

/// The operator a token stands for in `#if`, including C++'s alternative spellings.
fn op_text(t: &Token) -> Option<&'static str> {
    const OPS: &[&str] = &[
        "||", "&&", "|", "^", "&", "==", "!=", "<=", ">=", "<<", ">>", "<", ">", "+", "-", "*",
        "/", "%", "!", "~", "(", ")", "?", ":", ",",
    ];
    match t.kind {
        TokenKind::Punct => OPS.iter().find(|o| **o == &*t.text).copied(),
        TokenKind::Ident => crate::lex::alternative_operator(t),
        _ => None,
    }
}

fn precedence(op: &str) -> Option<u8> {
    Some(match op {
        "||" => 1,
        "&&" => 2,
        "|" => 3,
        "^" => 4,
        "&" => 5,
        "==" | "!=" => 6,
        "<" | ">" | "<=" | ">=" => 7,
        "<<" | ">>" => 8,
        "+" | "-" => 9,
        "*" | "/" | "%" => 10,
        _ => return None,
    })
}

impl ExprParser<'_, '_> {
    fn fail(&mut self, loc: Loc, msg: impl Into<String>) {
        if !self.failed {
            self.failed = true;
            self.diags.error(loc, msg);
        }
    }

    fn peek_op(&self) -> Option<&'static str> {
        self.toks.get(self.pos).and_then(op_text)
    }

    fn eat(&mut self, op: &str) -> bool {
        if self.peek_op() == Some(op) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn here(&self) -> Loc {
        self.toks.get(self.pos).map_or(self.end, |t| t.loc)
    }

    fn enter(&mut self) -> bool {
        if self.failed {
            return false;
        }
        if self.depth >= MAX_EXPR_DEPTH {
            let loc = self.here();
            self.fail(loc, "#if expression nested too deeply");
            return false;
        }
        self.depth += 1;
        true
    }

    fn comma(&mut self, eval: bool) -> Value {
        let mut v = self.conditional(eval);
        while !self.failed && self.eat(",") {
            v = self.conditional(eval);
        }
        v
    }

    fn conditional(&mut self, eval: bool) -> Value {
        if !self.enter() {
            return Value::ZERO;
        }
        let c = self.binary(1, eval);
        let v = if !self.failed && self.eat("?") {
            let t = self.comma(eval && c.is_true());
            if !self.failed && !self.eat(":") {
                let loc = self.here();
                self.fail(loc, "expected ':' in conditional expression");
            }
            let f = self.conditional(eval && !c.is_true());
            Value {
                bits: if c.is_true() { t.bits } else { f.bits },
                unsigned: t.unsigned || f.unsigned,
            }
        } else {
            c
        };
        self.depth -= 1;
        v
    }

    /// Precedence climbing: recursion goes one level per precedence, not per operator.
    fn binary(&mut self, min_prec: u8, eval: bool) -> Value {
        let mut lhs = self.unary(eval);
        while !self.failed {
            let Some(op) = self.peek_op() else {
                break;
            };
            let Some(prec) = precedence(op).filter(|&p| p >= min_prec) else {
                break;
            };
            let loc = self.here();
            self.pos += 1;
            let rhs_eval = match op {
                "&&" => eval && lhs.is_true(),
                "||" => eval && !lhs.is_true(),
                _ => eval,
            };
            let rhs = self.binary(prec + 1, rhs_eval);
            lhs = self.apply(op, lhs, rhs, loc, eval);
        }
        lhs
    }

    fn apply(&mut self, op: &str, l: Value, r: Value, loc: Loc, eval: bool) -> Value {
        // The usual arithmetic conversions: unsigned wins.
        let unsigned = l.unsigned || r.unsigned;
        let arith = |bits: u64| Value { bits, unsigned };
        let less = |a: Value, b: Value| {
            if unsigned {
                a.bits < b.bits
            } else {
                (a.bits as i64) < (b.bits as i64)
            }
        };
        match op {
            "*" => arith(l.bits.wrapping_mul(r.bits)),
            "/" | "%" => {
                if r.bits == 0 {
                    if eval {
                        self.fail(loc, "division by zero in #if");
                    }
                    return arith(0);
                }
                let bits = match (op, unsigned) {
                    ("/", true) => l.bits / r.bits,
                    ("/", false) => (l.bits as i64).wrapping_div(r.bits as i64) as u64,
                    (_, true) => l.bits % r.bits,
                    (_, false) => (l.bits as i64).wrapping_rem(r.bits as i64) as u64,
                };
                arith(bits)
            }
            "+" => arith(l.bits.wrapping_add(r.bits)),
            "-" => arith(l.bits.wrapping_sub(r.bits)),
            "<<" => shift(l, r, true),
            ">>" => shift(l, r, false),
            "<" => Value::truth(less(l, r)),
            ">" => Value::truth(less(r, l)),
            "<=" => Value::truth(!less(r, l)),
            ">=" => Value::truth(!less(l, r)),
            "==" => Value::truth(l.bits == r.bits),
            "!=" => Value::truth(l.bits != r.bits),
            "&" => arith(l.bits & r.bits),
            "^" => arith(l.bits ^ r.bits),
            "|" => arith(l.bits | r.bits),
            "&&" => Value::truth(l.is_true() && r.is_true()),
            "||" => Value::truth(l.is_true() || r.is_true()),
            _ => Value::ZERO,
        }
    }

    fn unary(&mut self, eval: bool) -> Value {
        if !self.enter() {
            return Value::ZERO;
        }
        let op = self.peek_op();
        if matches!(op, Some("+" | "-" | "~" | "!" | "(")) {
            self.pos += 1;
        }
        let v = match op {
            Some("+") => self.unary(eval),
            Some("-") => {
                let v = self.unary(eval);
                Value {
                    bits: v.bits.wrapping_neg(),
                    ..v
                }
            }
            Some("~") => {
                let v = self.unary(eval);
                Value { bits: !v.bits, ..v }
            }
            Some("!") => Value::truth(!self.unary(eval).is_true()),
            Some("(") => {
                let v = self.comma(eval);
                if !self.failed && !self.eat(")") {
                    let loc = self.here();
                    self.fail(loc, "missing ')' in expression");
                }
                v
            }
            _ => self.primary(),
        };
        self.depth -= 1;
        v
    }

    fn primary(&mut self) -> Value {
        let toks = self.toks;
        let Some(t) = toks.get(self.pos) else {
            let loc = self.end;
            self.fail(loc, "expected value in expression");
            return Value::ZERO;
        };
        self.pos += 1;
        let result = match t.kind {
            TokenKind::Number => int_value(&t.text, self.diags, t.loc),
            TokenKind::Char => char_value(&t.text),
            // Identifiers left after expansion are not macros: 0, but for C++'s `true`.
            TokenKind::Ident if op_text(t).is_none() => Ok(Value::truth(&*t.text == "true")),
            _ => Err(format!(
                "token \"{}\" is not valid in preprocessor expressions",
                t.text
            )),
        };
        result.unwrap_or_else(|msg| {
            self.fail(t.loc, msg);
            Value::ZERO
        })
    }
}

/// `l << r` or `l >> r` without undefined behaviour: a negative count shifts the other way, a
/// count of 64 or more shifts every bit out (leaving the sign for a negative signed `>>`).
fn shift(l: Value, r: Value, left: bool) -> Value {
    let (left, n) = if !r.unsigned && (r.bits as i64) < 0 {
        (!left, (r.bits as i64).unsigned_abs())
    } else {
        (left, r.bits)
    };
    let bits = if left {
        if n >= 64 {
            0
        } else {
            l.bits << n
        }
    } else if l.unsigned {
        if n >= 64 {
            0
        } else {
            l.bits >> n
        }
    } else {
        let s = l.bits as i64;
        (if n >= 64 { s >> 63 } else { s >> n }) as u64
    };
    Value {
        bits,
        unsigned: l.unsigned,
    }
}

/// The value of an integer pp-number in `#if`. Warnings go to `diags`; errors come back.
fn int_value(text: &str, diags: &mut Diagnostics, loc: Loc) -> Result<Value, String> {
    let clean: String = text.chars().filter(|&c| c != '\'').collect();
    let lower = clean.to_ascii_lowercase();
    let (radix, digits) = if let Some(r) = lower.strip_prefix("0x") {
        (16, r)
    } else if let Some(r) = lower.strip_prefix("0b") {
        (2, r)
    } else if lower.starts_with('0') {
        (8, lower.as_str())
    } else {
        (10, lower.as_str())
    };
    let float = if radix == 16 {
        digits.contains(['.', 'p'])
    } else {
        digits.contains('.') || (radix != 2 && digits.contains('e'))
    };
    if float {
        return Err("floating constant in preprocessor expression".into());
    }
    let scan_radix = if radix == 16 { 16 } else { 10 };
    let end = digits
        .find(|c: char| !c.is_digit(scan_radix))
        .unwrap_or(digits.len());
    let (digit_str, suffix) = digits.split_at(end);
    if digit_str.is_empty() {
        return Err(format!("invalid integer constant \"{text}\""));
    }
    let orig_suffix = clean.get(clean.len() - suffix.len()..).unwrap_or_default();
    let suffix_ok = matches!(
        suffix,
        "" | "u" | "l" | "ul" | "lu" | "ll" | "ull" | "llu" | "z" | "uz" | "zu"
    ) && !orig_suffix.contains("lL")
        && !orig_suffix.contains("Ll");
    if !suffix_ok {
        return Err(format!(
            "invalid suffix \"{orig_suffix}\" on integer constant"
        ));
    }
    let mut v: u64 = 0;
    for c in digit_str.chars() {
        let Some(d) = c.to_digit(radix) else {
            let base = if radix == 8 { "octal" } else { "binary" };
            return Err(format!("invalid digit \"{c}\" in {base} constant"));
        };
        v = v
            .checked_mul(u64::from(radix))
            .and_then(|v| v.checked_add(u64::from(d)))
            .ok_or_else(|| "integer constant is too large for its type".to_string())?;
    }
    let mut unsigned = suffix.contains('u');
    if !unsigned && v > i64::MAX as u64 {
        if radix == 10 {
            diags.warning(loc, "integer constant is so large that it is unsigned");
        }
        unsigned = true;
    }
    Ok(Value { bits: v, unsigned })
}

/// The value of a character constant in `#if`: `char` is signed on x86-64, a multi-character
/// constant packs its bytes big-end first into an `int`, `L` is a signed 32-bit `wchar_t`.
fn char_value(text: &str) -> Result<Value, String> {
    let quote = text
        .find('\'')
        .ok_or_else(|| "invalid character constant".to_string())?;
    let (prefix, rest) = text.split_at(quote);
    let body = rest
        .strip_prefix('\'')
        .and_then(|b| b.strip_suffix('\''))
        .ok_or_else(|| "missing terminating ' character".to_string())?;
    let narrow = prefix.is_empty() || prefix == "u8";
    let mut units: Vec<u32> = Vec::new();
    let push_char = |units: &mut Vec<u32>, c: char| {
        if narrow {
            let mut buf = [0u8; 4];
            units.extend(c.encode_utf8(&mut buf).bytes().map(u32::from));
        } else {
            units.push(u32::from(c));
        }
    };
    let mut chars = body.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            push_char(&mut units, c);
            continue;
        }
        let Some(e) = chars.next() else {
            return Err("invalid escape sequence".into());
        };
        let v: u32 = match e {
            'n' => 10,
            't' => 9,
            'r' => 13,
            'a' => 7,
            'b' => 8,
            'f' => 12,
            'v' => 11,
            'e' | 'E' => 27,
            '0'..='7' => {
                let mut v = u32::from(e) - u32::from('0');
                for _ in 0..2 {
                    match chars.peek().and_then(|d| d.to_digit(8)) {
                        Some(d) => {
                            v = v * 8 + d;
                            chars.next();
                        }
                        None => break,
                    }
                }
                v
            }
            'x' => {
                let mut v: u32 = 0;
                let mut any = false;
                while let Some(d) = chars.peek().and_then(|d| d.to_digit(16)) {
                    v = v.wrapping_mul(16).wrapping_add(d);
                    chars.next();
                    any = true;
                }
                if !any {
                    return Err("\\x used with no following hex digits".into());
                }
                v
            }
            'u' | 'U' => {
                let n = if e == 'u' { 4 } else { 8 };
                let mut v: u32 = 0;
                for _ in 0..n {
                    let d = chars
                        .next()
                        .and_then(|d| d.to_digit(16))
                        .ok_or_else(|| "incomplete universal character name".to_string())?;
                    v = v.wrapping_mul(16).wrapping_add(d);
                }
                match char::from_u32(v) {
                    Some(c) => {
                        push_char(&mut units, c);
                        continue;
                    }
                    None => return Err("invalid universal character".into()),
                }
            }
            other => u32::from(other),
        };
        units.push(if narrow { v & 0xff } else { v });
    }
    let Some(&last) = units.last() else {
        return Err("empty character constant".into());
    };
    Ok(match prefix {
        "" | "u8" if units.len() == 1 => Value::signed(i64::from(last as u8 as i8)),
        "" | "u8" => {
            let packed = units.iter().fold(0u32, |acc, &u| (acc << 8) | (u & 0xff));
            Value::signed(i64::from(packed as i32))
        }
        "L" => Value::signed(i64::from(last as i32)),
        "u" => Value::signed(i64::from(last & 0xffff)),
        _ => Value {
            bits: u64::from(last),
            unsigned: true,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::Severity;

    struct Run {
        tokens: Vec<Token>,
        diags: Diagnostics,
        sm: SourceMap,
        included: Vec<PathBuf>,
    }

    impl Run {
        /// Output tokens joined by single spaces, without the `Eof`.
        fn text(&self) -> String {
            self.tokens
                .iter()
                .filter(|t| !t.is_eof())
                .map(|t| t.text.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        }

        fn errors(&self) -> Vec<String> {
            self.messages(Severity::Error)
        }

        fn warnings(&self) -> Vec<String> {
            self.messages(Severity::Warning)
        }

        fn messages(&self, s: Severity) -> Vec<String> {
            self.diags
                .items
                .iter()
                .filter(|d| d.severity == s)
                .map(|d| d.message.clone())
                .collect()
        }
    }

    fn run_at(path: &Path, src: &str, opts: &PreprocessOptions, budget: usize) -> Run {
        let mut sm = SourceMap::new();
        let main = sm.add(path.display().to_string(), path, src.as_bytes());
        let mut diags = Diagnostics::new();
        let out = preprocess_with_budget(&mut sm, main, opts, &mut diags, budget);
        Run {
            tokens: out.tokens,
            diags,
            sm,
            included: out.included_files,
        }
    }

    /// Preprocesses `src` as a file in a directory that does not exist, so that no include can
    /// find anything by accident.
    fn run(src: &str) -> Run {
        run_at(
            Path::new("/nonexistent-ferrocuda-dir/t.cu"),
            src,
            &PreprocessOptions::default(),
            TOKEN_BUDGET,
        )
    }

    /// The output of `src` (which must preprocess without errors), tokens joined by spaces.
    fn pp(src: &str) -> String {
        let r = run(src);
        assert!(
            r.errors().is_empty(),
            "unexpected errors {:?} for {src:?}",
            r.errors()
        );
        r.text()
    }

    /// `expected` tokenized the same way, for comparing with `pp`.
    fn toks(expected: &str) -> String {
        run(expected).text()
    }

    struct TempDir(PathBuf);

    impl TempDir {
        fn new(name: &str) -> Self {
            use std::sync::atomic::{AtomicUsize, Ordering};
            static N: AtomicUsize = AtomicUsize::new(0);
            let n = N.fetch_add(1, Ordering::Relaxed);
            let dir = std::env::temp_dir()
                .join(format!("ferrocuda-pp-{}-{name}-{n}", std::process::id()));
            let _ = std::fs::remove_dir_all(&dir);
            std::fs::create_dir_all(&dir).expect("create temp dir");
            TempDir(dir)
        }

        fn write(&self, rel: &str, text: &str) -> PathBuf {
            let p = self.0.join(rel);
            if let Some(parent) = p.parent() {
                std::fs::create_dir_all(parent).expect("create dir");
            }
            std::fs::write(&p, text).expect("write file");
            p
        }

        fn run(&self, main_src: &str, opts: &PreprocessOptions) -> Run {
            let main = self.write("main.cu", main_src);
            run_at(&main, main_src, opts, TOKEN_BUDGET)
        }
    }

    impl Drop for TempDir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    #[test]
    fn object_and_function_macros() {
        assert_eq!(pp("#define N 10\nint a[N];"), "int a [ 10 ] ;");
        assert_eq!(pp("#define add(a, b) a + b\nadd(1, 2)"), "1 + 2");
        assert_eq!(pp("#define f(x) (x)\nf((1, 2))"), "( ( 1 , 2 ) )");
        assert_eq!(pp("#define f() 3\nf() f"), "3 f");
        assert_eq!(pp("#define f(x) x\nf()"), "");
        assert_eq!(pp("#define f(x) [x]\nf\n\n(1)"), "[ 1 ]");
        assert_eq!(pp("#define M\n#undef M\nM"), "M");
        assert_eq!(pp("#define f (x) x\nf(1)"), "( x ) x ( 1 )");
    }

    #[test]
    fn self_reference_stops() {
        assert_eq!(pp("#define x 2*x\nx"), "2 * x");
        assert_eq!(pp("#define a b\n#define b a\na b"), "a b");
        assert_eq!(
            pp("#define f(x) x*f(x)\nf(f(1))"),
            toks("1*f(1) * f(1*f(1))")
        );
        assert_eq!(
            pp("#define f(a) a*g\n#define g(a) f(a)\nf(2)(9)"),
            "2 * 9 * g"
        );
        assert_eq!(pp("#define foo foo\nfoo"), "foo");
        assert_eq!(pp("#define m(x) m(x)\nm(m(1))"), "m ( m ( 1 ) )");
    }

    #[test]
    fn a_macro_is_replaced_again_once_its_replacement_is_read() {
        // Each expected output is GCC 12's.
        let for_each = "#define PARENS ()
#define EXPAND(...) EXPAND3(EXPAND3(EXPAND3(EXPAND3(__VA_ARGS__))))
#define EXPAND3(...) EXPAND2(EXPAND2(EXPAND2(EXPAND2(__VA_ARGS__))))
#define EXPAND2(...) EXPAND1(EXPAND1(EXPAND1(EXPAND1(__VA_ARGS__))))
#define EXPAND1(...) __VA_ARGS__
#define FOR_EACH(macro, ...) __VA_OPT__(EXPAND(FOR_EACH_HELPER(macro, __VA_ARGS__)))
#define FOR_EACH_HELPER(macro, a1, ...) macro(a1) __VA_OPT__(FOR_EACH_AGAIN PARENS (macro, __VA_ARGS__))
#define FOR_EACH_AGAIN() FOR_EACH_HELPER
#define SQ(x) x*x;
FOR_EACH(SQ, a, b, c, d) FOR_EACH(SQ)";
        assert_eq!(pp(for_each), toks("a*a; b*b; c*c; d*d;"));
        let deferred = "#define EMPTY()
#define DEFER(id) id EMPTY()
#define OBSTRUCT(...) __VA_ARGS__ DEFER(EMPTY)()
#define EXP(...) __VA_ARGS__
#define A() 123
#define REPEAT_INDIRECT() REPEAT
#define REPEAT(n) n OBSTRUCT(REPEAT_INDIRECT)()(n)
DEFER(A)() | EXP(DEFER(A)()) | EXP(EXP(REPEAT(1)))";
        assert_eq!(
            pp(deferred),
            toks("A () | 123 | 1 1 REPEAT_INDIRECT EMPTY ()()(1)")
        );
        // Names read while their macro is being replaced stay painted: while rescanning, while
        // gathering another macro's arguments, and after the replacement has ended.
        assert_eq!(pp("#define f(x) x f\nf(1)(2)(3)"), toks("1 f(2)(3)"));
        assert_eq!(pp("#define g(x) x\n#define h g(h\nh )"), "h");
        assert_eq!(pp("#define m1(x) x\n#define m2 m1(m2\nm2 ))"), toks("m2 )"));
        assert_eq!(
            pp("#define obj func\n#define func(x) obj x\nfunc(1)(2)"),
            toks("func 1(2)")
        );
        assert_eq!(
            pp("#define q(x) x\n#define r(x) q(x) r\nq(r)(1)(2)"),
            toks("1 r(2)")
        );
        assert_eq!(
            pp("#define NIL(x) x\n#define G_0(arg) NIL(G_1)(arg)\n#define G_1(arg) NIL(arg)\nG_0(42)"),
            "42"
        );
        assert_eq!(
            pp("#define LPAREN (\n#define ff(x) [x]\n#define id(x) x\nff LPAREN 1) id(ff LPAREN 2))"),
            toks("ff ( 1) [2]")
        );
    }

    #[test]
    fn standard_example_rescanning() {
        // C11 6.10.3.5 EXAMPLE 3.
        let src = "#define x 3
#define f(a) f(x * (a))
#undef x
#define x 2
#define g f
#define z z[0]
#define h g(~
#define m(a) a(w)
#define w 0,1
#define t(a) a
#define p() int
#define q(x) x
#define r(x,y) x ## y
#define str(x) # x
f(y+1) + f(f(z)) % t(t(g)(0) + t)(1);
g(x+(3,4)-w) | h 5) & m
(f)^m(m);
p() i[q()] = { q(1), r(2,3), r(4,), r(,5), r(,) };
char c[2][6] = { str(hello), str() };";
        let expected = "f(2 * (y+1)) + f(2 * (f(2 * (z[0])))) % f(2 * (0)) + t(1);
f(2 * (2+(3,4)-0,1)) | f(2 * (~ 5)) & f(2 * (0,1))^m(0,1);
int i[] = { 1, 23, 4, 5, };
char c[2][6] = { \"hello\", \"\" };";
        assert_eq!(pp(src), toks(expected));
    }

    #[test]
    fn standard_example_stringize_and_paste() {
        // C11 6.10.3.5 EXAMPLE 4 (without its `#include`).
        let src = r#"#define str(s) # s
#define xstr(s) str(s)
#define debug(s, t) printf("x" # s "= %d, x" # t "= %s", \
 x ## s, x ## t)
#define INCFILE(n) vers ## n
#define glue(a, b) a ## b
#define xglue(a, b) glue(a, b)
#define HIGHLOW "hello"
#define LOW LOW ", world"
debug(1, 2);
fputs(str(strncmp("abc\0d", "abc", '\4') // this goes away
 == 0), s);
xstr(INCFILE(2).h)
glue(HIGH, LOW);
xglue(HIGH, LOW)"#;
        let r = run(src);
        assert!(r.errors().is_empty(), "{:?}", r.errors());
        let out: Vec<String> = r.tokens.iter().map(|t| t.text.to_string()).collect();
        let want = [
            "printf",
            "(",
            "\"x\"",
            "\"1\"",
            "\"= %d, x\"",
            "\"2\"",
            "\"= %s\"",
            ",",
            "x1",
            ",",
            "x2",
            ")",
            ";",
            "fputs",
            "(",
        ];
        assert_eq!(&out[..want.len()], &want);
        assert_eq!(
            out[want.len()],
            r#""strncmp(\"abc\\0d\", \"abc\", '\\4') == 0""#
        );
        let rest: Vec<&str> = out[want.len() + 1..].iter().map(|s| s.as_str()).collect();
        assert_eq!(
            rest,
            [
                ",",
                "s",
                ")",
                ";",
                "\"vers2.h\"",
                "\"hello\"",
                ";",
                "\"hello\"",
                "\", world\"",
                ""
            ]
        );
    }

    #[test]
    fn standard_example_placemarkers_and_hash_hash() {
        // C11 6.10.3.5 EXAMPLE 5 and 6.10.3.3 EXAMPLE.
        let src = "#define t(x,y,z) x ## y ## z
int j[] = { t(1,2,3), t(,4,5), t(6,,7), t(8,9,),
t(10,,), t(,11,), t(,,12), t(,,) };";
        assert_eq!(pp(src), toks("int j[] = { 123, 45, 67, 89, 10, 11, 12, };"));
        let src = "#define hash_hash # ## #
#define mkstr(a) # a
#define in_between(a) mkstr(a)
#define join(c, d) in_between(c hash_hash d)
char p[] = join(x, y);";
        let r = run(src);
        assert!(r.errors().is_empty());
        assert_eq!(r.tokens[5].text.as_ref(), "\"x ## y\"");
    }

    #[test]
    fn standard_example_variadic() {
        // C11 6.10.3.5 EXAMPLE 7.
        let src = r#"#define debug(...) fprintf(stderr, __VA_ARGS__)
#define showlist(...) puts(#__VA_ARGS__)
#define report(test, ...) ((test)?puts(#test): printf(__VA_ARGS__))
debug("Flag");
debug("X = %d\n", x);
showlist(The first, second, and third items.);
report(x>y, "x is %d but y is %d", x, y);"#;
        let expected = r#"fprintf(stderr, "Flag");
fprintf(stderr, "X = %d\n", x);
puts("The first, second, and third items.");
((x>y)?puts("x>y"): printf("x is %d but y is %d", x, y));"#;
        assert_eq!(pp(src), toks(expected));
    }

    #[test]
    fn redefinition() {
        // C11 6.10.3.5 EXAMPLE 6: the first four are fine, the rest are not.
        let ok = "#define OBJ_LIKE (1-1)
#define OBJ_LIKE /* white space */ (1-1) /* other */
#define FUNC_LIKE(a) ( a )
#define FUNC_LIKE( a )( /* note the white space */ \\
 a /* other stuff on this line
 */ )";
        let r = run(ok);
        assert!(r.warnings().is_empty(), "{:?}", r.warnings());
        for bad in [
            "#define OBJ_LIKE (0)",
            "#define OBJ_LIKE (1 - 1)",
            "#define FUNC_LIKE(b) ( a )",
            "#define FUNC_LIKE(b) ( b )",
        ] {
            let r = run(&format!("{ok}\n{bad}"));
            assert_eq!(r.warnings().len(), 1, "{bad}");
            assert!(r.warnings()[0].contains("redefined"));
        }
        let r = run("#define __LINE__ 3");
        assert_eq!(r.warnings().len(), 1);
    }

    #[test]
    fn paste_forms_numbers_and_identifiers() {
        let r = run("#define cat(a,b) a##b\ncat(1,2) cat(x,1) cat(1,e5) cat(<,<=) cat(u8,\"s\") cat(L,'a') cat(.,5) cat(_, _)");
        assert!(r.errors().is_empty(), "{:?}", r.errors());
        let got: Vec<(TokenKind, &str)> =
            r.tokens.iter().map(|t| (t.kind, t.text.as_ref())).collect();
        assert_eq!(
            got,
            [
                (TokenKind::Number, "12"),
                (TokenKind::Ident, "x1"),
                (TokenKind::Number, "1e5"),
                (TokenKind::Punct, "<<="),
                (TokenKind::Str, "u8\"s\""),
                (TokenKind::Char, "L'a'"),
                (TokenKind::Number, ".5"),
                (TokenKind::Ident, "__"),
                (TokenKind::Eof, ""),
            ]
        );
        // A pasted name is rescanned.
        assert_eq!(pp("#define cat(a,b) a##b\n#define xy 7\ncat(x,y)"), "7");
        // An invalid paste is an error and leaves both tokens.
        let r = run("#define cat(a,b) a##b\ncat(+,/)");
        assert_eq!(r.errors().len(), 1);
        assert_eq!(r.text(), "+ /");
        let r = run("#define cat(a,b) a##b\ncat(/,/)");
        assert_eq!(r.errors().len(), 1);
        // Object-like pasting and `##` misplaced.
        assert_eq!(pp("#define AB a ## b\nAB"), "ab");
        assert_eq!(run("#define X ## a").errors().len(), 1);
        assert_eq!(run("#define X(a) a ##").errors().len(), 1);
    }

    #[test]
    fn stringizing_keeps_digraphs_spelled_as_written() {
        let r = run("#define s(x) #x\ns(a<:1:> <% %> %: %:%: [])");
        assert!(r.errors().is_empty(), "{:?}", r.errors());
        assert_eq!(&*r.tokens[0].text, r#""a<:1:> <% %> %: %:%: []""#);
        // As punctuators they are the tokens they stand for.
        let r = run("a<:1:>");
        let got: Vec<&str> = r.tokens.iter().map(|t| t.text.as_ref()).collect();
        assert_eq!(got, ["a", "[", "1", "]", ""]);
    }

    #[test]
    fn stringizing() {
        let r = run(r#"#define s(x) #x
s("a\"b\\" 'c' '\'') s(  a   +   b  ) s() s(a
b) s(f(1, 2))"#);
        assert!(r.errors().is_empty(), "{:?}", r.errors());
        let got: Vec<&str> = r.tokens.iter().map(|t| t.text.as_ref()).collect();
        assert_eq!(
            got,
            [
                r#""\"a\\\"b\\\\\" 'c' '\\''""#,
                "\"a + b\"",
                "\"\"",
                "\"a b\"",
                "\"f(1, 2)\"",
                ""
            ]
        );
        assert!(r.tokens[..5].iter().all(|t| t.kind == TokenKind::Str));
        // Stringizing happens before expansion; `xstr` expands first.
        assert_eq!(
            pp("#define s(x) #x\n#define xs(x) s(x)\n#define N 4\ns(N) xs(N)"),
            "\"N\" \"4\""
        );
        // A nested macro that expands to nothing leaves the spacing as written (GCC's).
        assert_eq!(
            pp("#define q()\n#define E\n#define S(x) #x\n#define XS(x) S(x)\nXS(-q()-) XS(-E-) XS(- q() -) XS(a q() b) XS([q()])"),
            "\"--\" \"--\" \"- -\" \"a b\" \"[]\""
        );
        assert_eq!(run("#define s(x) #y").errors().len(), 1);
        // `#` in an object-like macro is an ordinary token.
        assert_eq!(pp("#define H # x\nH"), "# x");
    }

    #[test]
    fn variadic_macros() {
        assert_eq!(
            pp("#define f(a, ...) a|__VA_ARGS__|\nf(1) f(1,2,3)"),
            "1 | | 1 | 2 , 3 |"
        );
        assert_eq!(
            pp("#define e(fmt, args...) printf(fmt, ## args)\ne(\"x\") e(\"x\", 1, 2)"),
            toks("printf(\"x\") printf(\"x\", 1, 2)")
        );
        assert_eq!(
            pp("#define e(fmt, ...) printf(fmt, ## __VA_ARGS__)\ne(\"x\") e(\"x\", y)"),
            toks("printf(\"x\") printf(\"x\", y)")
        );
        assert_eq!(pp("#define f(...) #__VA_ARGS__\nf( a , b )"), "\"a , b\"");
        let only_variadic = "#define F(...) a, ##__VA_ARGS__\nF() F(b)";
        assert_eq!(pp(only_variadic), toks("a a, b"));
        assert_eq!(
            pp(&format!("#define __STRICT_ANSI__ 1\n{only_variadic}")),
            toks("a, a, b")
        );
        assert_eq!(pp("#define f(...) [__VA_ARGS__]\nf()"), "[ ]");
        let r = run("#define f(a, b) a\nf(1)");
        assert_eq!(r.errors().len(), 1);
        assert!(r.errors()[0].contains("requires 2 arguments"));
        let r = run("#define f(a) a\nf(1, 2)");
        assert!(r.errors()[0].contains("passed 2 arguments"));
        let r = run("#define f(a) a\nf(1, 2");
        assert!(r.errors()[0].contains("unterminated argument list"));
    }

    #[test]
    fn va_opt() {
        // The examples of C++20 [cpp.subst].
        let src = "#define F(...) f(0 __VA_OPT__(,) __VA_ARGS__)
#define G(X, ...) f(0, X __VA_OPT__(,) __VA_ARGS__)
#define SDEF(sname, ...) S sname __VA_OPT__(= { __VA_ARGS__ })
#define EMP
F(a,b,c)
F()
F(EMP)
G(a,b,c)
G(a,)
G(a)
SDEF(foo);
SDEF(bar, 1, 2);";
        assert_eq!(
            pp(src),
            toks("f(0, a, b, c) f(0) f(0) f(0, a, b, c) f(0, a) f(0, a) S foo; S bar = { 1, 2 };")
        );
        let src = "#define H2(X, Y, ...) __VA_OPT__(X ## Y,) __VA_ARGS__
H2(a, b, c, d)
#define H3(X, ...) #__VA_OPT__(X##X X##X)
H3(, 0)
#define H4(X, ...) __VA_OPT__(a X ## X) ## b
H4(, 1)
#define H5A(...) __VA_OPT__()/**/__VA_OPT__()
#define H5B(X) a ## X ## b
#define H5C(X) H5B(X)
H5C(H5A())";
        assert_eq!(pp(src), toks("ab, c, d \"\" a b ab"));
        assert_eq!(run("#define F(...) __VA_OPT__(").errors().len(), 1);
        assert_eq!(
            run("#define F(...) __VA_OPT__(__VA_OPT__())")
                .errors()
                .len(),
            1
        );
    }

    #[test]
    fn conditionals() {
        let src = "#define A 1
#if A
yes1
#else
no
#endif
#ifdef B
no
#elif defined(A) && !defined B
yes2
#else
no
#endif
#ifdef A
yes_a
#elif 1
no
#endif
#if 0
#if garbage (((
#else
#endif
no
#elif 0
no
#else
yes3
#endif
#if 0
#elif 2 > 1
yes4
#endif
#ifdef A
# ifdef A
yes5
# endif
#endif";
        assert_eq!(pp(src), "yes1 yes2 yes_a yes3 yes4 yes5");
        assert_eq!(pp("#if 1\n#elif 1/0\n#endif\nok"), "ok");
        assert_eq!(
            pp("#define D defined(A)\n#define A\n#if D\nok\n#endif"),
            "ok"
        );
        assert_eq!(
            pp("#define X\n#ifdef X\n#elifdef Y\nno\n#endif\n#ifndef Y\nok\n#endif"),
            "ok"
        );
        let iso = "#define __STRICT_ANSI__ 1\n#ifdef Z\n#elifndef Z\nno\n#else\nok\n#endif";
        assert_eq!(pp(iso), "ok");
        let taken = run("#define __STRICT_ANSI__ 1\n#if 1\nyes\n#elifdef Y\nno\n#endif");
        assert_eq!(taken.errors(), ["invalid preprocessing directive #elifdef"]);
        assert_eq!(taken.text(), "yes no");
    }

    fn eval(expr: &str) -> Result<bool, Vec<String>> {
        let r = run(&format!("#if {expr}\nyes\n#else\nno\n#endif"));
        if r.errors().is_empty() {
            Ok(r.text() == "yes")
        } else {
            Err(r.errors())
        }
    }

    #[test]
    fn if_expressions() {
        for e in [
            "1 + 2 * 3 == 7",
            "(1 + 2) * 3 == 9",
            "-1 < 0",
            "-1 > 0u",
            "0xffffffffffffffff == -1",
            "18446744073709551615u == -1",
            "1 << 63 < 0",
            "(1u << 63) > 0",
            "-8 >> 1 == -4",
            "1 << 64 == 0",
            "1 << -1 == 0",
            "7 / 2 == 3 && 7 % 2 == 1 && -7 / 2 == -3",
            "~0 == -1",
            "!0 && !!5",
            "(2 || 1/0) == 1",
            "0 && 1/0 || 1",
            "1 ? 2 : 1/0",
            "(0 ? 1u : -1) > 0",
            "(1, 2) == 2",
            "'a' == 97 && '\\n' == 10 && '\\377' < 0 && '\\x41' == 'A'",
            "'ab' == 24930",
            "L'\\xffffffff' == -1 && U'\\xffffffff' > 0",
            "undefined_name == 0",
            "true && !false",
            "__cplusplus == 201703L && __STDC__ && __x86_64__ && __LP64__",
            "__SIZEOF_LONG__ == 8 && __SIZEOF_INT__ == 4 && __CHAR_BIT__ == 8",
            "__INT_MAX__ == 2147483647 && __LONG_MAX__ > __INT_MAX__",
            "__SIZE_MAX__ == 18446744073709551615u",
            "10ULL + 1ll + 2LU + 0b101 + 010 + 1'000 == 1026",
            "defined __has_include && __has_include(\"/\") == 0",
            "defined(__FILE__) && defined __LINE__",
            "__has_builtin(__is_class) && !__has_builtin(__is_literal)",
            "not 0 and 1 bitor 2",
            "-9223372036854775807 - 1 < 0",
            "(-9223372036854775807 - 1) / -1 < 0",
        ] {
            assert_eq!(eval(e), Ok(true), "{e}");
        }
        for e in [
            "0",
            "1 > 2",
            "defined X",
            "2 - 2",
            "__has_builtin(__builtin_expect)",
            "__has_builtin(__builtin_launder)",
        ] {
            assert_eq!(eval(e), Ok(false), "{e}");
        }
        for (e, msg) in [
            ("1 / 0", "division by zero"),
            ("1 % (2 - 2)", "division by zero"),
            ("99999999999999999999", "too large"),
            ("0x1ffffffffffffffff", "too large"),
            ("1.5", "floating"),
            ("1 +", "expected value"),
            ("(1", "missing ')'"),
            ("1 2", "missing binary operator"),
            ("\"s\"", "not valid"),
            ("1 ? 2", "expected ':'"),
            ("08", "invalid digit"),
            ("1x", "invalid suffix"),
            ("defined", "requires an identifier"),
            ("defined(X", "missing ')'"),
            ("''", "empty character constant"),
        ] {
            let errs = eval(e).expect_err(e);
            assert_eq!(errs.len(), 1, "{e}: {errs:?}");
            assert!(errs[0].contains(msg), "{e}: {errs:?}");
        }
        let r = run("#if\n#endif");
        assert!(r.errors()[0].contains("no expression"));
        let r = run("#if 9223372036854775808 > 0\nyes\n#endif");
        assert_eq!(r.text(), "yes");
        assert_eq!(r.warnings().len(), 1);
    }

    #[test]
    fn conditional_errors() {
        let r = run("#if 1\nx\n");
        assert_eq!(r.errors(), ["unterminated #if"]);
        assert_eq!(r.diags.items[0].loc.map(|l| l.line), Some(1));
        assert_eq!(r.text(), "x");
        let r = run("#ifdef __FILE__\n#if 1\n");
        assert_eq!(r.errors(), ["unterminated #if", "unterminated #ifdef"]);
        // Nesting inside a skipped group is only counted.
        let r = run("#ifdef X\n#if 1\n");
        assert_eq!(r.errors(), ["unterminated #ifdef"]);
        for src in ["#else", "#endif", "#elif 1", "#if 1\n#else\n#else\n#endif"] {
            assert_eq!(run(src).errors().len(), 1, "{src}");
        }
        let r = run("#ifdef\n#endif\n#ifdef 3\n#endif");
        assert_eq!(r.errors().len(), 2);
        let r = run("#endif junk\n");
        assert_eq!(r.errors().len(), 1);
        let r = run("#if 1\n#endif junk\nok");
        assert_eq!(r.warnings().len(), 1);
        assert_eq!(r.text(), "ok");
    }

    #[test]
    fn directives() {
        let r = run("#foo bar\n#\n# 12\n#error stop here\n#warning careful now\nok");
        assert_eq!(
            r.errors(),
            ["invalid preprocessing directive #foo", "#error stop here"]
        );
        assert_eq!(r.warnings(), ["#warning careful now"]);
        assert_eq!(r.text(), "ok");
        let r = run("#if 0\n#foo\n#error no\n#endif");
        assert!(r.errors().is_empty());
        let r = run("#define 3 x\n#define defined 1\n#undef\n#define f(a,a) a\n#define g(a b) a");
        assert_eq!(r.errors().len(), 5);
        // A `#` produced by a macro does not start a directive.
        let r = run("#define H #\nH define X 1\nX");
        assert!(r.errors().is_empty());
        assert_eq!(r.text(), "# define X 1 X");
    }

    #[test]
    fn directives_inside_arguments() {
        let src = "#define f(a, b) a + b\nf(1,\n#ifdef NOPE\n2\n#else\n3\n#endif\n)\nf(x,\n#define Y 4\nY)";
        assert_eq!(pp(src), "1 + 3 x + 4");
        // A directive's `#` that a macro produces is an ordinary token, in arguments too.
        assert_eq!(pp("#define f(a) a\n#define H #\nf(H if)"), "# if");
    }

    #[test]
    fn line_and_file() {
        let r = run("__LINE__\n#define L __LINE__\n L\n#line 100\n__LINE__\n#line 7 \"other.cu\"\n__FILE__ __LINE__ __BASE_FILE__");
        assert!(r.errors().is_empty(), "{:?}", r.errors());
        assert_eq!(
            r.text(),
            "1 3 100 \"other.cu\" 7 \"/nonexistent-ferrocuda-dir/t.cu\""
        );
        assert_eq!(pp("__COUNTER__ __COUNTER__ __COUNTER__"), "0 1 2");
        assert_eq!(
            pp("__has_cpp_attribute(nodiscard) __has_builtin(__is_class) __has_builtin"),
            "201907 1 __has_builtin"
        );
        let r = run("__DATE__ __TIME__");
        assert_eq!(r.tokens[0].text.len(), 13);
        assert_eq!(r.tokens[1].text.len(), 10);
        assert_eq!(run("#line x").errors().len(), 1);
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(19_782), (2024, 2, 29));
        assert_eq!(civil_from_days(-1), (1969, 12, 31));
    }

    #[test]
    fn command_line_defines() {
        let opts = PreprocessOptions {
            macros: vec![
                MacroOption::define("A", "1"),
                MacroOption::define("F(x)", "x+x"),
                MacroOption::Undefine("C".into()),
                MacroOption::define("C", "3"),
                // (A trailing backslash splices nothing onto the next definition.)
                MacroOption::define("Z", "z\\"),
                MacroOption::define("B", "2"),
                MacroOption::define("__CUDA_ARCH__", "800"),
                MacroOption::Undefine("B".into()),
                MacroOption::Undefine("__x86_64__".into()),
            ],
            ..Default::default()
        };
        let r = run_at(
            Path::new("/nonexistent-ferrocuda-dir/t.cu"),
            "A F(3) B C Z __x86_64__ __CUDA_ARCH__ __CUDACC__",
            &opts,
            TOKEN_BUDGET,
        );
        assert!(r.errors().is_empty());
        assert_eq!(r.text(), "1 3 + 3 B 3 z __x86_64__ 800 __CUDACC__");
    }

    #[test]
    fn locations_point_at_the_invocation() {
        let r = run("#define PLUS(a, b) a + b\nint x =\n  PLUS(y, z);");
        let plus = r.tokens.iter().find(|t| t.is("+")).expect("+");
        assert_eq!((plus.loc.line, plus.loc.col), (3, 3));
        let y = r.tokens.iter().find(|t| t.is("y")).expect("y");
        assert_eq!((y.loc.line, y.loc.col), (3, 8));
        let r = run("#define S(a) #a\n\nS(q)");
        assert_eq!(r.tokens[0].loc.line, 1, "a stringized token is at its '#'");
        assert_eq!(r.tokens[0].loc.col, 14);
        assert!(r.tokens.iter().all(|t| !t.painted));
        // Spacing: the expansion takes the name's place.
        let r = run("#define E\n#define N 1\nx N E y\nN");
        let flags: Vec<(bool, bool)> = r
            .tokens
            .iter()
            .map(|t| (t.line_start, t.space_before))
            .collect();
        assert_eq!(
            flags,
            [
                (true, false),
                (false, true),
                (false, true),
                (true, false),
                (true, false)
            ]
        );
    }

    #[test]
    fn pragmas() {
        let r = run(
            "#define N 8\nfor(;;)\n#pragma unroll\nx\n#pragma unroll 4\n#pragma unroll N\n#pragma omp parallel for\n#pragma GCC diagnostic push\n#pragma nv_diag_suppress 177\n#pragma\n_Pragma(\"unroll 2\") _Pragma(\"once\") y\n#define U(n) _Pragma(#n)\nU(unroll 16)",
        );
        assert!(r.errors().is_empty(), "{:?}", r.errors());
        let got: Vec<(TokenKind, &str)> =
            r.tokens.iter().map(|t| (t.kind, t.text.as_ref())).collect();
        use TokenKind::*;
        assert_eq!(
            got,
            [
                (Ident, "for"),
                (Punct, "("),
                (Punct, ";"),
                (Punct, ";"),
                (Punct, ")"),
                (Pragma, "unroll"),
                (Ident, "x"),
                (Pragma, "unroll 4"),
                (Pragma, "unroll 8"),
                (Pragma, "unroll 2"),
                (Ident, "y"),
                (Pragma, "unroll 16"),
                (Eof, ""),
            ]
        );
        assert_eq!(r.tokens[5].loc.line, 3);
        assert!(r.tokens[5].line_start);
        let r = run("#pragma GCC error \"bad\"\n#pragma GCC warning \"meh\"");
        assert_eq!(r.errors(), ["bad"]);
        assert_eq!(r.warnings(), ["meh"]);
        assert_eq!(run("_Pragma(1)").errors().len(), 1);
        assert_eq!(
            pp("#define M 1\n#pragma push_macro(\"M\")\n#undef M\n#define M 2\nM\n#pragma pop_macro(\"M\")\nM"),
            "2 1"
        );
    }

    #[test]
    fn includes() {
        let d = TempDir::new("includes");
        d.write("local.h", "#pragma once\nint local;\n");
        d.write(
            "inc/lib.h",
            "#ifndef LIB_H\n#define LIB_H\nint lib = LIBVAL;\n#endif\n",
        );
        d.write(
            "sys/sys.h",
            "int sys; __FILE__ __INCLUDE_LEVEL__\n#include <lib.h>\n#include \"lib2.h\"\n",
        );
        d.write("sys/lib2.h", "int lib2;\n");
        d.write("inc/lib2.h", "int wrong;\n");
        d.write("inc/next.h", "int next1;\n#include_next <next.h>\n");
        d.write("sys/next.h", "int next2;\n");
        d.write("inc/ver2.h", "int v2;\n");
        let opts = PreprocessOptions {
            include_dirs: vec![d.0.join("inc")],
            system_dirs: vec![d.0.join("sys")],
            macros: vec![MacroOption::define("LIBVAL", "5")],
            ..Default::default()
        };
        let src = "#define LOCAL \"local.h\"\n#include LOCAL\n#include \"local.h\"\n#include <lib.h>\n#include \"lib.h\"\n#include <sys.h>\n#include <next.h>\n#define V(n) <ver ## n.h>\n#include V(2)\n#if __has_include(<sys.h>) && !__has_include(\"nope.h\") && __has_include(\"local.h\")\nhas\n#endif\n";
        let r = d.run(src, &opts);
        assert!(r.errors().is_empty(), "{:?}", r.errors());
        let sys_h = d.0.join("sys").join("sys.h");
        assert_eq!(
            r.text(),
            format!(
                "int local ; int lib = 5 ; int sys ; {} 1 int lib2 ; int next1 ; int next2 ; int v2 ; has",
                quote(&sys_h.display().to_string())
            )
        );
        let main = d.0.join("main.cu");
        assert_eq!(
            r.included,
            [
                main,
                d.0.join("local.h"),
                d.0.join("inc").join("lib.h"),
                sys_h,
                d.0.join("sys").join("lib2.h"),
                d.0.join("inc").join("next.h"),
                d.0.join("sys").join("next.h"),
                d.0.join("inc").join("ver2.h"),
            ]
        );
        // Diagnostics inside a header point into the header.
        d.write("bad.h", "\n#error in header\n");
        let r = d.run("#include \"bad.h\"\n", &opts);
        let diag = &r.diags.items[0];
        let loc = diag.loc.expect("loc");
        assert_eq!(r.sm.file(loc.file).path, d.0.join("bad.h"));
        assert_eq!(loc.line, 2);
    }

    #[test]
    fn include_errors() {
        let d = TempDir::new("include-errors");
        let r = d.run(
            "#include \"missing.h\"\nafter\n#include <missing2.h>\n#include\n#include x\n",
            &PreprocessOptions::default(),
        );
        assert_eq!(
            r.errors(),
            [
                "'missing.h' file not found",
                "'missing2.h' file not found",
                "#include expects \"FILENAME\" or <FILENAME>",
                "#include expects \"FILENAME\" or <FILENAME>",
            ]
        );
        assert_eq!(r.diags.items[0].loc.map(|l| l.line), Some(1));
        assert_eq!(r.text(), "after");
        // An unterminated #if in a header is reported there, and the includer goes on.
        d.write("open.h", "#if 1\nin\n");
        let r = d.run(
            "#include \"open.h\"\n#if 0\n#endif\nout",
            &PreprocessOptions::default(),
        );
        assert_eq!(r.errors(), ["unterminated #if"]);
        assert_eq!(r.text(), "in out");
        // A header may not close its includer's #if.
        d.write("close.h", "#endif\n");
        let r = d.run(
            "#if 1\n#include \"close.h\"\n#endif",
            &PreprocessOptions::default(),
        );
        assert_eq!(r.errors(), ["#endif without #if"]);
    }

    #[test]
    fn include_cycle_is_an_error() {
        let d = TempDir::new("cycle");
        d.write("a.h", "a\n#include \"b.h\"\n");
        d.write("b.h", "b\n#include \"a.h\"\n#include \"a.h\"\n");
        let r = d.run("#include \"a.h\"\n", &PreprocessOptions::default());
        assert_eq!(r.errors(), ["#include nested too deeply"]);
        assert_eq!(r.included.len(), 3);
        // Self-inclusion guarded by a macro is fine.
        d.write(
            "self.h",
            "#ifndef SELF\n#define SELF\nonce\n#include \"self.h\"\n#endif\n",
        );
        let r = d.run(
            "#include \"self.h\"\n#include \"self.h\"\n",
            &PreprocessOptions::default(),
        );
        assert!(r.errors().is_empty());
        assert_eq!(r.text(), "once");
    }

    #[test]
    fn include_guard_detection() {
        let g = |src: &str| {
            let mut sm = SourceMap::new();
            let f = sm.add("g.h", "g.h", src.as_bytes());
            let mut d = Diagnostics::new();
            detect_guard(&tokenize(&sm, f, &mut d)).map(|s| s.to_string())
        };
        assert_eq!(g("#ifndef G\n#define G\nx\n#endif\n"), Some("G".into()));
        assert_eq!(g("#if !defined(G)\n#endif // G"), Some("G".into()));
        assert_eq!(g("#if !defined G\n#if 1\n#endif\n#endif"), Some("G".into()));
        assert_eq!(g("x\n#ifndef G\n#endif\n"), None);
        assert_eq!(g("#ifndef G\n#endif\nx"), None);
        assert_eq!(g("#ifndef G\n#else\n#endif\n"), None);
        assert_eq!(g("#ifndef G\n"), None);
    }

    #[test]
    fn deep_nesting_does_not_overflow() {
        // Argument nesting is quadratic work, so keep this one moderate.
        let src = format!("#define f(x) x\n{}1{}", "f(".repeat(1500), ")".repeat(1500));
        assert_eq!(pp(&src), "1");
        let n = 20_000;
        let src = format!("{}ok\n{}", "#if 1\n".repeat(n), "#endif\n".repeat(n));
        assert_eq!(pp(&src), "ok");
        let src = format!(
            "#if 0\n{}{}#endif\nok",
            "#if 1\n".repeat(n),
            "#endif\n".repeat(n)
        );
        assert_eq!(pp(&src), "ok");
        let errs =
            eval(&format!("{}1{}", "(".repeat(20_000), ")".repeat(20_000))).expect_err("deep");
        assert!(errs[0].contains("nested too deeply"));
        let errs = eval(&"- ".repeat(20_000)).expect_err("deep");
        assert!(errs[0].contains("nested too deeply"));
        let errs = eval(&"1 ? 1 : ".repeat(20_000)).expect_err("deep");
        assert!(errs[0].contains("nested too deeply"));
        let r = run(&format!("#define f(x) x\n{}", "f(".repeat(n)));
        assert_eq!(r.errors().len(), 1);
    }

    #[test]
    fn runaway_expansion_hits_the_budget() {
        let mut src = String::new();
        for i in 0..40 {
            src.push_str(&format!("#define m{i} m{} m{}\n", i + 1, i + 1));
        }
        src.push_str("m0\n");
        let r = run_at(
            Path::new("/nonexistent-ferrocuda-dir/t.cu"),
            &src,
            &PreprocessOptions::default(),
            100_000,
        );
        assert_eq!(r.errors().len(), 1);
        assert!(r.errors()[0].contains("too many tokens"));
        assert!(r.tokens.last().is_some_and(Token::is_eof));
    }

    /// xorshift64: a fixed sequence, so failures reproduce.
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }

        fn below(&mut self, n: usize) -> usize {
            (self.next() % n as u64) as usize
        }
    }

    #[test]
    fn garbage_never_panics() {
        const PIECES: &[&str] = &[
            "#define ",
            "#undef ",
            "#if ",
            "#ifdef ",
            "#ifndef ",
            "#elif ",
            "#else",
            "#endif",
            "#include ",
            "#include_next ",
            "#line ",
            "#pragma ",
            "#error ",
            "#",
            "##",
            "\n",
            "\n#",
            " ",
            "f",
            "g",
            "x",
            "(",
            ")",
            ",",
            "...",
            "__VA_ARGS__",
            "__VA_OPT__",
            "defined",
            "__has_include",
            "_Pragma",
            "unroll",
            "once",
            "\"",
            "'",
            "<",
            ">",
            "1",
            "0x",
            "99999999999999999999",
            "/",
            "%",
            "?",
            ":",
            "-",
            "<<",
            "\\\n",
            "/*",
            "*/",
            "__LINE__",
            "__FILE__",
            "__COUNTER__",
            "a.h",
            "\"a.h\"",
            "<a.h>",
            "u8",
            "L",
            "e+",
            "push_macro",
            "(\"f\")",
            "'\\x",
            "\\",
            "@",
            "\u{e9}",
            "\0",
        ];
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        for case in 0..2000 {
            let mut bytes = Vec::new();
            if case % 3 == 0 {
                for _ in 0..rng.below(200) {
                    bytes.push(rng.next() as u8);
                }
            } else {
                for _ in 0..rng.below(120) {
                    bytes.extend_from_slice(PIECES[rng.below(PIECES.len())].as_bytes());
                }
            }
            let mut sm = SourceMap::new();
            let main = sm.add("t.cu", "/nonexistent-ferrocuda-dir/t.cu", &bytes);
            let mut diags = Diagnostics::new();
            let out = preprocess_with_budget(
                &mut sm,
                main,
                &PreprocessOptions::default(),
                &mut diags,
                200_000,
            );
            assert_eq!(
                out.tokens.iter().filter(|t| t.is_eof()).count(),
                1,
                "case {case}"
            );
            assert!(out.tokens.last().is_some_and(Token::is_eof));
            let _ = diags.render(&sm);
        }
    }
}
