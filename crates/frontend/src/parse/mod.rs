//! The parser: preprocessed tokens to a [`TranslationUnit`].
//!
//! Recursive descent, with the type names in scope tracked as C and C++ require to tell a
//! declaration from an expression. Device code — every function, variable and type marked with a
//! CUDA qualifier — is parsed fully and its errors reported. The rest of the file is the host
//! compiler's business: host function bodies are skipped by brace matching, and a host-only
//! declaration the parser cannot read is skimmed (skipped to its end) without a diagnostic.

use crate::ast::*;
use crate::collections::{HashMap, HashSet};
use crate::diag::{Diagnostic, Diagnostics, Severity};
use crate::extended_lambda;
use crate::lex::{Token, TokenKind};
use crate::source::{FileId, Loc};
use std::borrow::Cow;
use std::collections::BTreeMap;
use std::rc::Rc;

mod comparisons;
mod constraints;
mod default_arguments;
mod unreferenced;

/// Nesting deeper than this (parentheses, blocks, declarators) is reported instead of risking
/// the stack. Callers run the front end on a thread with a large stack
/// ([`crate::compile::FRONT_END_STACK`]), and this bound keeps recursion well inside it, past
/// the 256 levels C++ recommends for each kind (a level of some constructs takes several: a
/// conditional in parentheses, a lambda's body).
const MAX_DEPTH: u32 = 1024;

/// The most operators of one precedence in a row (`1+1+...`): such a chain is a tree as deep as it
/// is long, and every later pass walks it recursively.
const MAX_CHAIN: usize = 10_000;

type PResult<T> = Result<T, ()>;

/// The initializer `init` of a variable of the declared type `ty`: a direct initialization
/// of a pointer or arithmetic type with one argument (`int n(4)`) is that argument, as `= e`
/// would give it (so constant expressions read `n`'s value); for an arithmetic type, that
/// argument marked as direct initialization ([`CastKind::DirectInit`]), which takes a class's
/// `explicit` conversion functions. A class's, and a reference's (`T& r(x)`, which such
/// functions bind too), stays a construction.
fn direct_initializer(ty: &TypeExpr, init: Option<Expr>) -> Option<Expr> {
    let unqualified = match ty {
        TypeExpr::Qualified(inner, _) => &**inner,
        t => t,
    };
    let scalar = matches!(unqualified, TypeExpr::Pointer(_) | TypeExpr::Builtin(_));
    match init {
        Some(Expr {
            kind: ExprKind::Construct(TypeExpr::Auto, args, false),
            ..
        }) if scalar && args.len() == 1 => {
            let arg = args.into_iter().next()?;
            Some(match unqualified {
                TypeExpr::Builtin(_) if !is_literal(&arg) => Expr {
                    loc: arg.loc,
                    kind: ExprKind::Cast(CastKind::DirectInit, unqualified.clone(), Box::new(arg)),
                },
                _ => arg,
            })
        }
        init => init,
    }
}

/// Whether `e` is a literal (`4`, `2.5f`, `'c'`), which initializes any arithmetic type as
/// written.
fn is_literal(e: &Expr) -> bool {
    matches!(
        e.kind,
        ExprKind::Int { .. } | ExprKind::Float { .. } | ExprKind::Char(..) | ExprKind::Bool(_)
    )
}

/// Parses `tokens`; `program_files` tells, by file, whether a file is the program's (`false`:
/// the toolkit's, whose declarations nothing names are left out: `parse/unreferenced.rs`),
/// and `named_elsewhere` holds text that names declarations besides the tokens (the template
/// arguments of NVRTC's name expressions: `ends<float4>`).
pub fn parse(
    tokens: Vec<Token>,
    unit: &Unit,
    named_elsewhere: &[&str],
    diags: &mut Diagnostics,
) -> TranslationUnit {
    parse_keeping_tokens_read(tokens, unit, named_elsewhere, diags).0
}

/// What the parser is told of the translation unit: by `FileId`, whether each file is the
/// program's own (the others are the toolkit's), and the unit's name for its extended
/// lambdas' classes (see [`extended_lambda::class_name`]).
#[derive(Clone, Copy, Default)]
pub struct Unit<'a> {
    pub program_files: &'a [bool],
    pub lambda_unit: &'a str,
}

/// [`parse`], and the tokens it read (as the parser takes them): all but the toolkit's
/// declarations it passed over. A program's image keeps these, so that its start does not
/// read the others either.
pub fn parse_keeping_tokens_read(
    tokens: Vec<Token>,
    unit: &Unit,
    named_elsewhere: &[&str],
    diags: &mut Diagnostics,
) -> (TranslationUnit, Vec<Token>) {
    let program_files = unit.program_files;
    let mut p = Parser::new(language_tokens(tokens, diags));
    p.lambda_unit = unit.lambda_unit.into();
    let words = named_elsewhere.iter().flat_map(|text| {
        text.split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .filter(|w| !w.is_empty())
    });
    p.unreferenced = p.unreferenced_declarations(
        |file| program_files.get(file.0 as usize) == Some(&false),
        words,
    );
    let mut items = p.items_until_eof_or_brace(true);
    if !p.unreferenced.is_empty() {
        // A declaration left out was not where the parser found one, so its names may be
        // spelled by what was read: read everything.
        p = Parser::new(std::mem::take(&mut p.toks));
        p.lambda_unit = unit.lambda_unit.into();
        items = p.items_until_eof_or_brace(true);
    }
    for d in p.errors.drain(..) {
        match d.severity {
            Severity::Warning => diags.warning(d.loc.unwrap_or_default(), d.message),
            _ => diags.error(d.loc.unwrap_or_default(), d.message),
        }
    }
    default_arguments::merge(&mut items, diags);
    let mut passed_over = std::mem::take(&mut p.passed_over);
    passed_over.sort_unstable();
    let left_out: usize = passed_over.iter().map(|(start, end)| end - start).sum();
    let mut toks = std::mem::take(&mut p.toks).into_iter();
    let mut read = Vec::with_capacity(toks.len() - left_out);
    let mut at = 0;
    for (start, end) in passed_over {
        read.extend(toks.by_ref().take(start - at));
        toks.by_ref().take(end - start).for_each(drop);
        at = end;
    }
    read.extend(toks);
    let tu = TranslationUnit {
        items,
        extended_lambdas: p.extended_lambdas.into_values().collect(),
        unread: std::mem::take(&mut p.unread),
    };
    (tu, read)
}

/// The preprocessor's tokens as the parser takes them: stray characters reported and dropped,
/// alternative operators spelled as operators, `>>` split in two.
fn language_tokens(mut tokens: Vec<Token>, diags: &mut Diagnostics) -> Vec<Token> {
    // `@`, `$` and `\` are tokens to the preprocessor (they may sit in skipped groups, in
    // stringified text and in macro arguments left unused) but not to the language.
    tokens.retain(|t| {
        let stray = t.kind == TokenKind::Punct && matches!(&*t.text, "@" | "$" | "\\");
        if stray {
            diags.error(
                t.loc,
                format!("stray '{}' in program", t.text.escape_default()),
            );
        }
        !stray
    });
    // `>>` is two tokens here: it may close two template argument lists, and the tokens'
    // positions must not move once parsing starts (lambdas are numbered by position). The
    // second `>` touches the first (see [`Parser::at_shift`]).
    for t in tokens.iter_mut() {
        if let Some(op) = crate::lex::alternative_operator(t) {
            t.kind = TokenKind::Punct;
            t.text = op.into();
        }
    }
    let is_shift = |t: &Token| t.kind == TokenKind::Punct && &*t.text == ">>";
    let shifts = tokens.iter().filter(|t| is_shift(t)).count();
    let Some(filler) = tokens.first().cloned().filter(|_| shifts > 0) else {
        return tokens;
    };
    // The vector holds every token of the headers too: it grows once, by the number of `>>`,
    // and the tokens move back from its end to where they belong (a copy of it would cost
    // as much memory again).
    let old_len = tokens.len();
    tokens.resize(old_len + shifts, filler);
    let mut write = tokens.len();
    let mut shifts_left = shifts;
    // Once the first `>>` is split, the tokens before it are where they belong.
    for read in (0..old_len).rev() {
        if shifts_left == 0 {
            break;
        }
        if is_shift(&tokens[read]) {
            shifts_left -= 1;
            let first = Token {
                text: ">".into(),
                ..tokens[read].clone()
            };
            let second = Token {
                loc: Loc {
                    col: first.loc.col + 1,
                    ..first.loc
                },
                space_before: false,
                line_start: false,
                ..first.clone()
            };
            tokens[write - 1] = second;
            tokens[write - 2] = first;
            write -= 2;
        } else {
            tokens.swap(read, write - 1);
            write -= 1;
        }
    }
    tokens
}

/// Template arguments written as text, as an NVRTC name expression writes them (`float,
/// ns::Pair<int, 2>`): `tokens` lexed from the text (without the angle brackets), `outside` the
/// names the program declares as types and as templates (the parser tells types from values by
/// name). `None` when they do not parse.
pub fn template_arguments(tokens: Vec<Token>, outside: Rc<KnownNames>) -> Option<Vec<TemplateArg>> {
    let loc = tokens.first().map(|t| t.loc).unwrap_or_default();
    let mut diags = Diagnostics::new();
    let mut toks = vec![Token::new(TokenKind::Punct, "<", loc)];
    toks.extend(tokens.into_iter().filter(|t| !t.is_eof()));
    toks.push(Token::new(TokenKind::Punct, ">", loc));
    toks.push(Token::new(TokenKind::Eof, "", loc));
    let mut p = Parser::new(language_tokens(toks, &mut diags));
    p.outside = Some(outside);
    let args = p.template_args().ok()?;
    let parsed = !p.errors.iter().any(|d| d.severity != Severity::Warning);
    (parsed && !diags.has_errors() && p.tok().is_eof()).then_some(args)
}

impl Parser {
    fn new(toks: Vec<Token>) -> Parser {
        let mut p = Parser {
            toks,
            pos: 0,
            errors: Vec::new(),
            scopes: vec![Scope::default()],
            depth: 0,
            no_gt: false,
            abstract_declarator: false,
            conversion_target: None,
            c_linkage: false,
            failed_template_args: HashMap::default(),
            launch_bounds: None,
            launch_bounds_per_cluster: None,
            cluster_dims: None,
            deprecated: None,
            layout_attributes: LayoutAttributes::default(),
            pack: None,
            pack_stack: Vec::new(),
            access: Access::Public,
            non_public_data: false,
            skimmed_typedefs: HashMap::default(),
            unread: Vec::new(),
            late_cuda: CudaQuals::default(),
            member_types: HashMap::default(),
            namespace_names: HashSet::default(),
            alias_names: HashSet::default(),
            function_aliases: HashMap::default(),
            member_templates: HashSet::default(),
            hidden_types: HashSet::default(),
            literal_operators: HashMap::default(),
            friend_templates: HashSet::default(),
            class_member_templates: HashMap::default(),
            last_params: (0, 0),
            returns_decltype_auto: false,
            brackets: Vec::new(),
            lambda_numbers: HashMap::default(),
            lambda_unit: Rc::from(""),
            lambda_classes: Vec::new(),
            extended_lambdas: BTreeMap::new(),
            concepts: HashSet::default(),
            gathered: constraints::Gathered::default(),
            outside: None,
            later_statements: Vec::new(),
            declared_spaces: HashMap::default(),
            namespace_path: Vec::new(),
            unreferenced: HashMap::default(),
            passed_over: Vec::new(),
        };
        p.brackets = extended_lambda::pair_brackets(&p.toks);
        p.lambda_numbers = extended_lambda::numbers(&extended_lambda::PairedTokens {
            toks: &p.toks,
            partners: &p.brackets,
        });
        p.seed_builtin_types();
        p
    }
}

/// The names a scope declares as types and as templates: what the parser needs to know of a
/// name to read the tokens after it.
#[derive(Clone, Default)]
pub struct KnownNames {
    pub types: HashSet<Rc<str>>,
    pub templates: HashSet<Rc<str>>,
}

#[derive(Default)]
struct Scope {
    known: KnownNames,
    /// Variables and parameters declared here: each hides a type of its name from outer
    /// scopes (`int T = 2; T += 1;`, a local `tm` beside `struct tm`).
    values: HashSet<Rc<str>>,
    /// The class whose body opened this scope.
    class: Option<Rc<str>>,
}

struct Parser {
    toks: Vec<Token>,
    pos: usize,
    /// Errors of the declaration being parsed; kept or dropped when it ends (see `item`).
    errors: Vec<Diagnostic>,
    scopes: Vec<Scope>,
    depth: u32,
    /// Inside template arguments, where `>` closes the list instead of comparing.
    no_gt: bool,
    /// Reading a declarator that may be abstract (a parameter's, a type-id's), where `(T)`
    /// with `T` a type is a parameter list rather than a parenthesized name.
    abstract_declarator: bool,
    /// The target type of the conversion function whose name `operator_name` read last: the
    /// declaration's return type.
    conversion_target: Option<TypeExpr>,
    /// Inside `extern "C"`: declarations have C's language linkage.
    c_linkage: bool,
    /// The template argument lists that failed to parse, by the position of their `<`: where
    /// they ended and the errors they reported (see [`Parser::template_args`]).
    failed_template_args: HashMap<usize, (usize, Vec<Diagnostic>)>,
    /// The `__launch_bounds__` seen in the declaration being parsed, for its function.
    launch_bounds: Option<Expr>,
    /// Where that `__launch_bounds__` gives a third argument, the most blocks of a cluster,
    /// which a kernel with `__cluster_dims__` may not give.
    launch_bounds_per_cluster: Option<Loc>,
    /// The `__cluster_dims__` seen in the declaration being parsed, for its function.
    cluster_dims: Option<Vec<Expr>>,
    /// The `deprecated` attribute seen in the declaration being parsed, for its function.
    deprecated: Option<Deprecation>,
    /// The attributes that change a class's layout seen in the declaration being parsed.
    layout_attributes: LayoutAttributes,
    /// The largest alignment `#pragma pack` gives members here, and the values it pushed.
    pack: Option<u64>,
    pack_stack: Vec<Option<u64>>,
    /// In a class body: the access of the members declared here, and whether a non-static
    /// data member so far is not public.
    access: Access,
    non_public_data: bool,
    /// Namespace-scope `typedef`s skimmed because they name a type nothing declares, by the
    /// name each would declare: the undeclared name and where it is written. Host code may
    /// name types the device pass cannot see, so such a typedef is reported only where device
    /// code uses its name (see [`Parser::unknown_type`]).
    skimmed_typedefs: HashMap<Rc<str>, (Rc<str>, Loc)>,
    /// See [`TranslationUnit::unread`].
    unread: Vec<(Rc<str>, Diagnostic)>,
    /// Execution spaces written after the declaration's type (`T const& __device__ f()`),
    /// which join its specifiers (see [`Parser::late_execution_spaces`]).
    late_cuda: CudaQuals,
    /// The names of the types declared in each class (and inherited from its bases), by class
    /// name, so that `Traits<T>::type x;` reads as a declaration.
    member_types: HashMap<Rc<str>, HashSet<Rc<str>>>,
    /// The names of the namespaces seen, which a class of one of those names elsewhere does
    /// not make a class's (`thrust::detail::cons` beside a member class `Policy::detail`).
    namespace_names: HashSet<Rc<str>>,
    /// The names of the member templates (classes, functions, aliases) each class declares, by
    /// class name, so that a member defined outside its class reads `ret<O>::type` and
    /// `g<3>()` as the class body does.
    class_member_templates: HashMap<Rc<str>, HashSet<Rc<str>>>,
    /// The names declared by `typedef` or `using` as aliases of types: `Alias::Alias` names a
    /// member of the aliased class, where `Class::Class` names the class itself.
    alias_names: HashSet<Rc<str>>,
    /// The aliases of function types (`typedef int F(int);`), by name: `F twice;` declares a
    /// function.
    function_aliases: HashMap<Rc<str>, TypeExpr>,
    /// The literal operators declared so far (`operator""_k`), by the forms they take: what a
    /// number with the suffix calls depends on it (see [`Parser::number`]).
    literal_operators: HashMap<Rc<str>, LiteralOperatorForms>,
    /// The type names a function or variable of the name hid (`box` after `int box(int);`):
    /// qualified by a namespace (`geo::box<int>`), such a name is still the type.
    hidden_types: HashSet<Rc<str>>,
    /// The names of member templates (functions and classes) of every class, so that
    /// `a.get<0>()`, `Acc::add<0>` and `Outer::Inner<T>` read their template arguments.
    member_templates: HashSet<Rc<str>>,
    /// The names of friend function templates declared in classes: only argument-dependent
    /// lookup finds them, so an unqualified `conv<int>(v)` is a template's name with arguments
    /// wherever no variable of the name hides it.
    friend_templates: HashSet<Rc<str>>,
    /// The tokens of the parameter list read last: a function's, when its body comes.
    last_params: (usize, usize),
    /// In the body of a function declared `decltype(auto)`, whose `return (x);` returns a
    /// reference (see [`Parser::decltype_operand`]).
    returns_decltype_auto: bool,
    /// The toolkit's declarations that nothing names, by first token: the index past each
    /// one's end (see [`unreferenced`]). Each is removed as the parser passes over it.
    unreferenced: HashMap<usize, usize>,
    /// The declarations of `unreferenced` passed over so far: first token and end.
    passed_over: Vec<(usize, usize)>,
    /// For each bracket token, the index of its partner (see [`extended_lambda::pair_brackets`]).
    brackets: Vec<Option<usize>>,
    /// The number of every extended lambda (see [`extended_lambda`]), by the index of its `[`.
    lambda_numbers: HashMap<usize, usize>,
    /// The translation unit's name for its extended lambdas' classes (see [`Unit`]).
    lambda_unit: Rc<str>,
    /// The classes standing for the extended lambdas of the function read last, to be
    /// declared before it.
    lambda_classes: Vec<Item>,
    /// Where each extended lambda read so far is, by number.
    extended_lambdas: BTreeMap<usize, Loc>,
    /// The names of the concepts defined so far, which may constrain template parameters and
    /// placeholders.
    concepts: HashSet<Rc<str>>,
    /// The constraints of the declaration being parsed (see [`constraints`]).
    gathered: constraints::Gathered,
    /// Names declared outside the tokens being read (see [`template_arguments`]), looked up
    /// after every scope.
    outside: Option<Rc<KnownNames>>,
    /// The statements a declaration statement makes after the one it returns: one that
    /// declares functions beside variables (`int x = 1, f(double), y;`) is a statement per
    /// run of variables and per function, in order, which the enclosing block takes in.
    later_statements: Vec<Stmt>,
    /// The execution spaces of the device functions declared so far, by name qualified with
    /// the namespaces and the class they are declared in, with their parameter types: a later
    /// declaration of the function joins them (`__host__ __device__ int f(int);`, then `int
    /// f(int x) { ... }` defines a function of both sides; see
    /// [`Parser::take_declared_spaces`]).
    declared_spaces: HashMap<Rc<str>, Vec<(Vec<TypeExpr>, CudaQuals)>>,
    /// The namespaces being read, outermost first (anonymous ones unnamed).
    namespace_path: Vec<Rc<str>>,
}

/// The attributes of a declaration that change a class's layout (see
/// [`Parser::note_attributes`]).
#[derive(Clone, Copy, Debug, Default)]
struct LayoutAttributes {
    packed: bool,
    no_unique_address: bool,
}

/// Names the scope of a member template's parameters, which a constructor template's name
/// looks past to its class.
const MEMBER_TEMPLATE_MARKER: &str = "<member template>";

const CUDA_MARKERS: &[&str] = &[
    "__global__",
    "__device__",
    "__shared__",
    "__constant__",
    "__managed__",
];

impl Parser {
    fn seed_builtin_types(&mut self) {
        for t in ["__builtin_va_list", "size_t", "ptrdiff_t", "nullptr_t"] {
            self.scopes[0].known.types.insert(t.into());
        }
    }

    // ---- token access ----

    fn tok(&self) -> &Token {
        &self.toks[self.pos.min(self.toks.len() - 1)]
    }
    /// At `struct`, `class` or `union`: the class's name, after the attributes that may come
    /// first (`struct __attribute__((aligned)) Q`, `struct alignas(16) Q`, `struct [[x]] Q`).
    fn class_name_after_attributes(&self) -> Option<Rc<str>> {
        let mut i = self.pos + 1;
        loop {
            let t = self.toks.get(i)?;
            let attribute = matches!(&*t.text, "__attribute__" | "alignas" | "__declspec")
                || (t.is("[") && self.toks.get(i + 1).is_some_and(|n| n.is("[")));
            if !attribute {
                return t.is_ident().then(|| self.last_name_of_qualified(i));
            }
            let open = if t.is("[") { i } else { i + 1 };
            i = self.partner_of(open)? + 1;
        }
    }

    /// The last name of the qualified name that starts with the name at `i`: `mapping` of
    /// `layout::mapping` or `Outer<T>::mapping` (a member class defined outside its class).
    fn last_name_of_qualified(&self, mut i: usize) -> Rc<str> {
        loop {
            let mut next = i + 1;
            if self.toks.get(next).is_some_and(|t| t.is("<")) {
                let mut depth = 0usize;
                while let Some(t) = self.toks.get(next) {
                    match &*t.text {
                        "<" => depth += 1,
                        ">" => depth = depth.saturating_sub(1),
                        ">>" => depth = depth.saturating_sub(2),
                        "{" | "}" | ";" => return self.toks[i].text.clone(),
                        _ => {}
                    }
                    next += 1;
                    if depth == 0 {
                        break;
                    }
                }
            }
            match (self.toks.get(next), self.toks.get(next + 1)) {
                (Some(colons), Some(name)) if colons.is("::") && name.is_ident() => i = next + 1,
                _ => return self.toks[i].text.clone(),
            }
        }
    }

    /// The bracket paired with the one at `i` (see [`extended_lambda::pair_brackets`]).
    fn partner_of(&self, i: usize) -> Option<usize> {
        self.brackets.get(i).copied().flatten()
    }

    fn peek(&self, n: usize) -> &Token {
        &self.toks[(self.pos + n).min(self.toks.len() - 1)]
    }
    fn loc(&self) -> Loc {
        self.tok().loc
    }
    fn at(&self, s: &str) -> bool {
        self.tok().is(s)
    }
    /// Steps past the current token (never past the end).
    fn bump(&mut self) {
        if !self.tok().is_eof() {
            self.pos += 1;
        }
    }
    /// The current token, stepped past.
    fn take(&mut self) -> Token {
        let t = self.tok().clone();
        self.bump();
        t
    }
    fn eat(&mut self, s: &str) -> bool {
        if self.at(s) {
            self.bump();
            true
        } else {
            false
        }
    }
    /// `&` or `&&` in a declarator.
    fn reference_declarator(&mut self) -> Option<RefKind> {
        if self.eat("&") {
            Some(RefKind::Lvalue)
        } else if self.eat("&&") {
            Some(RefKind::Rvalue)
        } else {
            None
        }
    }
    fn err<T>(&mut self, loc: Loc, msg: impl Into<String>) -> PResult<T> {
        self.errors.push(Diagnostic {
            severity: Severity::Error,
            loc: Some(loc),
            message: msg.into(),
        });
        Err(())
    }
    /// Whether a `>>` (two `>` tokens here, the second touching the first, as [`parse`]
    /// splits them) starts at the current token: a shift where no template argument list is
    /// open.
    fn at_shift(&self) -> bool {
        let (first, second) = (self.tok(), self.peek(1));
        first.is(">") && second.is(">") && touching(first, second)
    }

    fn expect(&mut self, s: &str) -> PResult<Token> {
        if self.at(s) {
            return Ok(self.take());
        }
        let found = self.describe_current();
        self.err(self.loc(), format!("expected '{s}' before {found}"))
    }
    fn describe_current(&self) -> String {
        let t = self.tok();
        if t.is_eof() {
            "end of input".to_string()
        } else {
            format!("'{}'", t.text)
        }
    }
    fn ident(&mut self) -> PResult<Rc<str>> {
        if self.tok().is_ident() && !is_reserved(&self.tok().text) {
            return Ok(self.take().text);
        }
        let found = self.describe_current();
        self.err(self.loc(), format!("expected identifier before {found}"))
    }
    fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            let loc = self.loc();
            self.depth -= 1;
            return self.err(loc, "nesting too deep");
        }
        Ok(())
    }
    fn leave(&mut self) {
        self.depth -= 1;
    }

    // ---- scopes ----

    fn push_scope(&mut self) {
        self.scopes.push(Scope::default());
    }
    fn pop_scope(&mut self) {
        if self.scopes.len() > 1 {
            self.scopes.pop();
        }
    }
    fn declare_type(&mut self, name: &Rc<str>) {
        if let Some(s) = self.scopes.last_mut() {
            s.known.types.insert(name.clone());
        }
    }
    /// The name of a class or enumeration after its keyword, at what follows it: a
    /// definition or a declaration alone (`struct S;`) declares the type here; `struct S s;`
    /// names one already declared, even one a function or variable of its name hides (`struct
    /// stat` beside `stat()`), and declares it only where none is.
    fn declare_tag(&mut self, name: &Rc<str>) {
        let declares = ["{", ":", ";", "final"].iter().any(|t| self.at(t));
        if declares || !(self.is_type_name(name) || self.is_value_name(name)) {
            self.declare_type(name);
        }
    }
    /// Declares `name` a type standing for `ty`: its member types are those of the class `ty`
    /// names (`using O = Outer<T>; O::Inner x;`).
    /// `ty`, or the function type it names where it is an alias of one (`F` of `typedef int
    /// F(int); F twice;`, which declares a function).
    fn unaliased_function(&self, ty: TypeExpr) -> TypeExpr {
        match &ty {
            TypeExpr::Named(p) if p.segments.len() == 1 && p.last().targs.is_none() => self
                .function_aliases
                .get(&p.last().name)
                .cloned()
                .unwrap_or(ty),
            _ => ty,
        }
    }

    fn declare_alias(&mut self, name: &Rc<str>, ty: &TypeExpr) {
        self.declare_type(name);
        self.alias_names.insert(name.clone());
        match ty {
            TypeExpr::Function(..) => self.function_aliases.insert(name.clone(), ty.clone()),
            _ => self.function_aliases.remove(name),
        };
        let aliased = match ty {
            TypeExpr::Qualified(inner, _) => &**inner,
            t => t,
        };
        if let TypeExpr::Named(p) = aliased {
            if let Some(types) = self.member_types.get(&p.last().name).cloned() {
                self.member_types
                    .entry(name.clone())
                    .or_default()
                    .extend(types);
            }
        }
    }
    fn declare_template(&mut self, name: &Rc<str>) {
        if let Some(s) = self.scopes.last_mut() {
            s.known.templates.insert(name.clone());
        }
    }
    fn is_type_name(&self, name: &str) -> bool {
        self.declared_unhidden(name, |s| &s.types)
    }
    /// Whether the innermost scope that declares `name` as a variable or in `names` has it in
    /// `names`: a variable or parameter hides a type or template of its name from outer scopes.
    fn declared_unhidden(
        &self,
        name: &str,
        names: impl Fn(&KnownNames) -> &HashSet<Rc<str>>,
    ) -> bool {
        for s in self.scopes.iter().rev() {
            if s.values.contains(name) {
                return false;
            }
            if names(&s.known).contains(name) {
                return true;
            }
        }
        self.outside
            .as_deref()
            .is_some_and(|o| names(o).contains(name))
    }
    /// Whether the innermost scope that declares `name` declares it a variable or parameter.
    fn is_value_name(&self, name: &str) -> bool {
        for s in self.scopes.iter().rev() {
            if s.values.contains(name) {
                return true;
            }
            if s.known.types.contains(name) || s.known.templates.contains(name) {
                return false;
            }
        }
        false
    }
    /// Declares `name` a variable or parameter of the innermost scope.
    fn declare_value(&mut self, name: &Rc<str>) {
        if let Some(s) = self.scopes.last_mut() {
            if s.known.types.remove(name) {
                self.hidden_types.insert(name.clone());
            }
            s.values.insert(name.clone());
        }
    }
    /// The name after `.` or `->` that is no member template's. A `<` after it starts
    /// template arguments only where a qualified name follows (`p->Base<T>::f()`): a class
    /// template of that name elsewhere (`thrust::detail::functional::value`) does not make
    /// `b.value < a.value` a template's name.
    fn member_path(&mut self) -> PResult<Path> {
        if !(self.tok().is_ident() && self.peek(1).is("<")) {
            return self.path();
        }
        let (pos, errors, scopes) = (self.pos, self.errors.len(), self.scopes.len());
        if let Ok(path) = self.path() {
            if path.segments.len() > 1 {
                return Ok(path);
            }
        }
        self.pos = pos;
        self.errors.truncate(errors);
        self.scopes.truncate(scopes);
        let name = self.take().text;
        Ok(Path::simple(name))
    }

    /// Whether `name` names a template here: a variable or parameter of the name in an inner
    /// scope hides it (`unsigned rank = ...; rank < delta` beside `std::rank`).
    fn is_template_name(&self, name: &str) -> bool {
        self.declared_unhidden(name, |s| &s.templates)
    }

    /// `template <...> class Name [= Default]` (or `typename`), at `template`: the inner
    /// parameter list is skipped, its names being of no use outside it.
    fn template_template_param(&mut self, position: usize) -> PResult<TemplateParam> {
        self.bump();
        self.expect("<")?;
        let mut depth = 1usize;
        while depth > 0 {
            if self.tok().is_eof() {
                let loc = self.loc();
                return self.err(loc, "expected '>' to end the template parameter list");
            }
            match self.take().text.as_ref() {
                "<" => depth += 1,
                ">" => depth -= 1,
                _ => {}
            }
        }
        if !self.eat("class") && !self.eat("typename") {
            let loc = self.loc();
            return self.err(
                loc,
                "expected 'class' or 'typename' after the template parameter list",
            );
        }
        let (pack, name) = self.template_param_name(position);
        let default = if self.eat("=") {
            Some(self.with_no_gt(|p| p.path())?)
        } else {
            None
        };
        self.declare_type(&name);
        self.declare_template(&name);
        Ok(TemplateParam {
            name,
            kind: TemplateParamKind::Template { default },
            pack,
        })
    }

    // ---- top level ----

    /// Items until end of input (`top`) or a closing brace (namespace bodies).
    fn items_until_eof_or_brace(&mut self, top: bool) -> Vec<Item> {
        let mut items = Vec::new();
        loop {
            if self.tok().is_eof() || (!top && self.at("}")) {
                return items;
            }
            if self.at(";") {
                self.bump();
                continue;
            }
            if let Some(end) = self.unreferenced.remove(&self.pos) {
                self.passed_over.push((self.pos, end));
                self.pos = end;
                continue;
            }
            let start = self.pos;
            let saved_errors = self.errors.len();
            let saved_scopes = self.scopes.len();
            let saved_depth = self.depth;
            self.deprecated = None;
            match self.item() {
                Ok(mut new) => items.append(&mut new),
                Err(()) => {
                    self.scopes.truncate(saved_scopes.max(1));
                    self.depth = saved_depth;
                    self.no_gt = false;
                    let end = self.skim_end(start);
                    self.note_skimmed_typedef(start, end);
                    let device = self.toks[start..end]
                        .iter()
                        .any(|t| CUDA_MARKERS.iter().any(|m| t.is(m)));
                    if !device {
                        let first = self.errors.drain(saved_errors..).next();
                        if let (Some(error), Some(name)) = (first, self.declared_name(start, end)) {
                            self.unread.push((name, error));
                        }
                    }
                    self.pos = end.max(start + 1);
                }
            }
        }
    }

    /// The error for `name` written where a type is expected and no type of that name is
    /// declared: where a skimmed typedef would have declared it, the typedef's undeclared
    /// name, as nvcc reports it there.
    fn unknown_type<T>(&mut self, name: &Token) -> PResult<T> {
        match self.skimmed_typedefs.get(&name.text).cloned() {
            Some((unknown, at)) => self.err(at, crate::diag::undefined_identifier(&unknown)),
            None => self.err(name.loc, crate::diag::undefined_identifier(&name.text)),
        }
    }

    /// Records a `typedef` the parser could not read (tokens `start..end`) that names a type
    /// nothing declares (`typedef Unknown* Name;`): the name it declares, the undeclared one.
    fn note_skimmed_typedef(&mut self, start: usize, end: usize) {
        const QUALIFIERS: &[&str] = &[
            "const", "volatile", "typename", "struct", "class", "union", "enum",
        ];
        if !self.toks[start].is("typedef") {
            return;
        }
        let declaring = &self.toks[start + 1..end];
        let Some(declared) = declaring.iter().rev().find(|t| t.kind == TokenKind::Ident) else {
            return;
        };
        let unknown = declaring.iter().find(|t| {
            t.kind == TokenKind::Ident
                && !QUALIFIERS.contains(&&*t.text)
                && !self.is_type_name(&t.text)
        });
        if let Some(unknown) = unknown.filter(|u| u.text != declared.text) {
            self.skimmed_typedefs
                .insert(declared.text.clone(), (unknown.text.clone(), unknown.loc));
        }
    }

    /// The name the declaration in tokens `start..end` seems to declare, read without parsing
    /// it: after any template heads, the last word that is not a keyword before the first `(`,
    /// `[`, `{`, `=`, `;` or `:` outside angle brackets (`constexpr int quad(int x) try ...`,
    /// `struct Q : Base {`, `std::vector<int> v = ...`).
    fn declared_name(&self, start: usize, end: usize) -> Option<Rc<str>> {
        let mut i = start;
        while self.toks.get(i).is_some_and(|t| t.is("template"))
            && self.toks.get(i + 1).is_some_and(|t| t.is("<"))
        {
            i = self.skip_angles(i + 1);
        }
        let mut name = None;
        let mut angles = 0i32;
        for t in self.toks.get(i..end)? {
            match &*t.text {
                "<" => angles += 1,
                ">" => angles -= 1,
                "(" | "[" | "{" | "=" | ";" | ":" if angles <= 0 => break,
                _ if t.is_ident() && !crate::extended_lambda::is_keyword(&t.text) => {
                    name = Some(t.text.clone())
                }
                _ => {}
            }
        }
        name
    }

    /// Where the declaration starting at `start` ends: after a `;` at brace depth zero, or after
    /// a body's closing brace unless the declaration goes on (`struct S {...} s;`).
    fn skim_end(&self, start: usize) -> usize {
        let mut depth = 0i64;
        let mut i = start;
        // `template <class T>` says nothing about the declaration after it.
        let mut head = start;
        while self.toks.get(head).is_some_and(|t| t.is("template"))
            && self.toks.get(head + 1).is_some_and(|t| t.is("<"))
        {
            head = self.skip_angles(head + 1);
        }
        let aggregate = self.toks[head.min(self.toks.len() - 1)..]
            .iter()
            .take_while(|t| !t.is("{") && !t.is(";") && !t.is_eof())
            .any(|t| {
                t.is("struct")
                    || t.is("class")
                    || t.is("union")
                    || t.is("enum")
                    || t.is("typedef")
                    || t.is("=")
            });
        while i < self.toks.len() && !self.toks[i].is_eof() {
            let t = &self.toks[i];
            if t.is("{") || t.is("(") || t.is("[") {
                depth += 1;
            } else if t.is("}") || t.is(")") || t.is("]") {
                depth -= 1;
                if depth < 0 {
                    return i;
                }
                if depth == 0 && t.is("}") && !aggregate {
                    return i + 1;
                }
            } else if t.is(";") && depth == 0 {
                return i + 1;
            }
            i += 1;
        }
        i
    }

    fn item(&mut self) -> PResult<Vec<Item>> {
        self.enter()?;
        let r = self.item_inner();
        self.leave();
        r
    }

    fn item_inner(&mut self) -> PResult<Vec<Item>> {
        if self.tok().kind == TokenKind::Pragma {
            self.pragma();
            return Ok(vec![]);
        }
        self.standard_attributes()?;
        // `inline namespace v2 { ... }`: a namespace whose names are also its parent's.
        let inline = self.at("inline") && self.peek(1).is("namespace");
        if inline {
            self.bump();
        }
        if self.at("namespace") {
            self.bump();
            self.eat("inline");
            self.standard_attributes()?;
            let name = if self.tok().is_ident() {
                Some(self.take().text)
            } else {
                None
            };
            // `namespace a::b { ... }` is `namespace a { namespace b { ... } }`, and
            // `namespace a::inline b` makes `b` an inline namespace of `a`.
            let mut nested = Vec::new();
            while name.is_some() && self.at("::") && self.peek(1).is_ident() {
                self.bump();
                let inline_inner = self.at("inline") && self.peek(1).is_ident();
                if inline_inner {
                    self.bump();
                }
                nested.push((self.take().text, inline_inner));
            }
            self.namespace_names
                .extend(name.iter().chain(nested.iter().map(|(n, _)| n)).cloned());
            if self.eat("=") {
                let target = self.path()?;
                self.expect(";")?;
                return Ok(match name {
                    Some(name) => vec![Item::NamespaceAlias { name, target }],
                    None => vec![],
                });
            }
            self.expect("{")?;
            let opened = std::iter::once(name.clone().unwrap_or_default());
            let opened: Vec<Rc<str>> = opened
                .chain(nested.iter().map(|(n, _)| n.clone()))
                .collect();
            let depth = self.namespace_path.len();
            self.namespace_path.extend(opened);
            let mut items = self.items_until_eof_or_brace(false);
            self.namespace_path.truncate(depth);
            self.expect("}")?;
            for (inner, inline_inner) in nested.into_iter().rev() {
                let using = inline_inner.then(|| Item::Using {
                    path: Path::simple(inner.clone()),
                    namespace: true,
                    pack: false,
                    at: None,
                });
                items = std::iter::once(Item::Namespace {
                    name: Some(inner),
                    items,
                })
                .chain(using)
                .collect();
            }
            let mut out = vec![Item::Namespace {
                name: name.clone(),
                items,
            }];
            if let (true, Some(name)) = (inline, name) {
                out.push(Item::Using {
                    path: Path::simple(name),
                    namespace: true,
                    pack: false,
                    at: None,
                });
            }
            return Ok(out);
        }
        // An explicit instantiation declaration (`extern template int f<int>();`) says no
        // more than the instantiation itself.
        if self.at("extern") && self.peek(1).is("template") {
            self.bump();
            return self.template_item();
        }
        if self.at("extern") && self.peek(1).kind == TokenKind::Str {
            self.bump();
            let linkage = self.take();
            if !matches!(&*linkage.text, "\"C\"" | "\"C++\"") {
                // Reported; the declarations are read as C++'s.
                let _: PResult<()> =
                    self.err(linkage.loc, "unknown external linkage specification");
            }
            let c = &*linkage.text == "\"C\"";
            let outer = std::mem::replace(&mut self.c_linkage, c);
            let items = match self.eat("{") {
                true => {
                    let items = self.items_until_eof_or_brace(false);
                    self.expect("}").map(|_| items)
                }
                false => self.declaration_items(None),
            };
            self.c_linkage = outer;
            return items;
        }
        if self.at("using") {
            return self.using_item(None).map(|i| vec![i]);
        }
        if self.at("static_assert") {
            let loc = self.take().loc;
            self.expect("(")?;
            let condition = self.assign_expr()?;
            let mut message = None;
            if self.eat(",") {
                if let ExprKind::Str(text) = self.assign_expr()?.kind {
                    message = Some(String::from_utf8_lossy(&text.bytes).into());
                }
            }
            self.expect(")")?;
            self.expect(";")?;
            return Ok(vec![Item::StaticAssert(Rc::new(StaticAssertion {
                condition,
                message,
                loc,
            }))]);
        }
        if self.at("template") {
            return self.template_item();
        }
        self.declaration_items(None)
    }

    fn using_item(&mut self, template: Option<Vec<TemplateParam>>) -> PResult<Item> {
        let loc = self.take().loc;
        if self.eat("enum") {
            let path = self.path()?;
            self.expect(";")?;
            return Ok(Item::UsingEnum(path));
        }
        if self.eat("namespace") {
            let path = self.path()?;
            self.expect(";")?;
            return Ok(Item::Using {
                path,
                namespace: true,
                pack: false,
                at: Some(loc),
            });
        }
        let attributed =
            self.peek(1).is("__attribute__") || (self.peek(1).is("[") && self.peek(2).is("["));
        if self.tok().is_ident() && (self.peek(1).is("=") || attributed) {
            let name = self.take().text;
            // `using U [[gnu::aligned(8)]] = int;`
            let written_align = self.attributes()?;
            self.expect("=")?;
            let (ty, align) = self.type_name_with_alignment()?;
            let align = written_align.or(align);
            self.expect(";")?;
            if template.is_some() {
                self.declare_template(&name);
            }
            self.declare_alias(&name, &ty);
            return Ok(Item::Alias {
                name,
                ty,
                template,
                align,
                loc,
            });
        }
        // `using typename Base<T>::value_type;` says it names a type.
        let names_type = self.eat("typename");
        let path = self.path()?;
        let pack = self.eat("...");
        self.expect(";")?;
        let last = path.last().name.clone();
        let member_type_of_qualifier = path.segments.len() >= 2
            && self
                .member_types
                .get(&path.segments[path.segments.len() - 2].name)
                .is_some_and(|types| types.contains(&last));
        if names_type || member_type_of_qualifier || self.is_type_name(&last) {
            self.declare_type(&last);
        }
        Ok(Item::Using {
            path,
            namespace: false,
            pack,
            at: None,
        })
    }

    fn template_params(&mut self) -> PResult<Vec<TemplateParam>> {
        self.expect("<")?;
        let mut params = Vec::new();
        while !self.at(">") {
            // `typename T`, `class = void`, `typename... Ts`; but `typename A::type N` (or
            // `typename std::enable_if<...>::type = 0`) is a value parameter of that type.
            let names_type = |p: &Self| {
                let next = p.peek(1);
                !next.is("::") && !(next.is_ident() && (p.peek(2).is("::") || p.peek(2).is("<")))
            };
            let is_type = (self.at("typename") || self.at("class")) && names_type(self);
            if is_type {
                self.bump();
                let (pack, name) = self.template_param_name(params.len());
                let default = if self.eat("=") {
                    Some(self.with_no_gt(|p| p.type_name())?)
                } else {
                    None
                };
                self.declare_type(&name);
                params.push(TemplateParam {
                    name,
                    kind: TemplateParamKind::Type { default },
                    pack,
                });
            } else if self.at("template") {
                params.push(self.template_template_param(params.len())?);
            } else if self.concept_ahead() {
                params.push(self.constrained_type_param(params.len())?);
            } else {
                let (base, _) = self.decl_specifiers()?;
                let pack = self.eat("...");
                let (name, ty) = self.declarator(base)?;
                // `float (*... Fns)(float)`: the declarator says it is a pack.
                let (pack, ty) = match ty {
                    TypeExpr::PackExpansion(inner) => (true, *inner),
                    ty => (pack, ty),
                };
                let name = name
                    .map(|n| n.last().name.clone())
                    .unwrap_or_else(|| format!("__anon_tparam{}", params.len()).into());
                let default = if self.eat("=") {
                    Some(self.with_no_gt(|p| p.cond_expr())?)
                } else {
                    None
                };
                // It hides a type of its name (`int Index` where `Index` is a typedef).
                self.declare_value(&name);
                params.push(TemplateParam {
                    name,
                    kind: TemplateParamKind::Value { ty, default },
                    pack,
                });
            }
            if !self.eat(",") {
                break;
            }
        }
        self.expect(">")?;
        if self.at("requires") {
            let clause = self.requires_clause()?;
            self.gathered.template =
                constraints::conjunction(self.gathered.template.take(), Some(clause));
        }
        Ok(params)
    }

    /// After a template parameter's kind (`typename`, a concept, `template <...> class`): `...`
    /// if it is a pack, and its name, or one made up for the `position`-th parameter.
    fn template_param_name(&mut self, position: usize) -> (bool, Rc<str>) {
        let pack = self.eat("...");
        let name = match self.tok().is_ident() {
            true => self.take().text,
            false => format!("__anon_tparam{position}").into(),
        };
        (pack, name)
    }

    fn template_item(&mut self) -> PResult<Vec<Item>> {
        self.bump();
        if !self.at("<") {
            // Explicit instantiation `template void f<int>(int*);`: the lowering instantiates on
            // demand, so there is nothing to record.
            while !self.at(";") && !self.tok().is_eof() {
                self.bump();
            }
            self.expect(";")?;
            return Ok(vec![]);
        }
        self.push_scope();
        let mut params = self.template_params();
        // A member template defined outside its class template (`template <class T>
        // template <class U> T Box<T>::plus(U)`): the class's parameters, then its own.
        let mut own_count = params.as_ref().map_or(0, Vec::len);
        while params.is_ok() && self.at("template") && self.peek(1).is("<") {
            self.bump();
            params = params.and_then(|mut outer| {
                let own = self.template_params()?;
                own_count = own.len();
                outer.extend(own);
                Ok(outer)
            });
        }
        // A class template names itself with arguments in its own body: `Chain<N + 1> next;`.
        if self.at("struct") || self.at("class") || self.at("union") {
            if let Some(name) = self.class_name_after_attributes() {
                self.declare_template(&name);
            }
        }
        let r = params.and_then(|params| {
            if self.at("concept") {
                return self.concept_definition(params).map(|i| vec![i]);
            }
            if self.at("using") {
                return self.using_item(Some(params)).map(|i| vec![i]);
            }
            let mut items = self.declaration_items(Some(params.clone()))?;
            // The first declarator is the template; the others are reported and dropped.
            let mut variables = 0;
            let mut extra = None;
            items.retain(|item| match item {
                Item::Var(var) => {
                    variables += 1;
                    if variables == 2 {
                        extra = Some(var.loc);
                    }
                    variables == 1
                }
                _ => true,
            });
            if let Some(loc) = extra {
                let _: PResult<()> =
                    self.err(loc, "a template declaration can declare only one entity");
            }
            let own = params[params.len() - own_count..].to_vec();
            let params: Rc<[TemplateParam]> = params.into();
            Ok(items
                .into_iter()
                .map(|item| match item {
                    Item::Var(var) => Item::VarTemplate {
                        params: params.clone(),
                        var: Rc::new(var),
                        specialization: None,
                        class_args: None,
                    },
                    // A member class template's specialization written outside its class
                    // template: its own parameters are the last list's; the class's are bound
                    // where the member is named.
                    Item::Struct(mut s) if s.scope.is_some() && own_count < params.len() => {
                        Rc::make_mut(&mut s).template = Some(own.clone());
                        Item::Struct(s)
                    }
                    item => item,
                })
                .collect())
        });
        // What the declaration did not take is not another's.
        self.gathered.template = None;
        // Names declared by the templated declaration belong to the enclosing scope.
        let inner = self.scopes.pop().unwrap_or_default();
        let declared_templates: Vec<Rc<str>> = inner.known.templates.iter().cloned().collect();
        let items = r?;
        for item in &items {
            match item {
                Item::Struct(s) => {
                    if let Some(n) = &s.name {
                        self.declare_type(n);
                        self.declare_template(n);
                    }
                }
                Item::Function(f) => {
                    let n = f.name.last().name.clone();
                    self.declare_template(&n);
                }
                Item::Alias { name, .. } => {
                    self.declare_type(name);
                    self.declare_template(name);
                }
                Item::VarTemplate { var, .. } => {
                    self.declare_template(&var.name);
                    if var.storage.is_concept {
                        self.concepts.insert(var.name.clone());
                    }
                }
                _ => {}
            }
        }
        for n in declared_templates {
            self.declare_template(&n);
        }
        Ok(items)
    }

    /// Declarations at namespace or block scope that start with specifiers: functions,
    /// variables, typedefs, struct and enum definitions.
    fn declaration_items(&mut self, template: Option<Vec<TemplateParam>>) -> PResult<Vec<Item>> {
        // Class scopes that members defined outside their class enter end with the declaration.
        let depth = self.scopes.len();
        let items = self.declaration_items_in_scope(template);
        self.scopes.truncate(depth);
        items
    }

    fn declaration_items_in_scope(
        &mut self,
        template: Option<Vec<TemplateParam>>,
    ) -> PResult<Vec<Item>> {
        let start_loc = self.loc();
        let (base, mut spec) = self.decl_specifiers()?;
        let mut items = Vec::new();
        if self.eat(";") {
            match base {
                TypeExpr::Struct(mut s) => {
                    if template.is_some() {
                        Rc::make_mut(&mut s).template = template;
                    }
                    items.push(Item::Struct(s));
                }
                TypeExpr::Enum(e) => items.push(Item::Enum(e)),
                _ => {}
            }
            return Ok(items);
        }
        if let TypeExpr::Struct(s) = &base {
            if s.body.is_some() {
                items.push(Item::Struct(s.clone()));
            }
        }
        if let TypeExpr::Enum(e) = &base {
            if !e.items.is_empty() {
                items.push(Item::Enum(e.clone()));
            }
        }
        loop {
            let loc = self.loc();
            // `T x(4);`: a parenthesis whose first token cannot begin a parameter holds the
            // arguments of a direct initialization.
            let (name, ty) = if self.at_namespace_scope_direct_initialization() {
                (Some(Path::simple(self.take().text)), base.clone())
            } else {
                self.declarator(base.clone())?
            };
            self.late_execution_spaces(&mut spec);
            // `__device__ int g __attribute__((aligned(64)));` aligns this variable alone.
            let declarator_align = self.attributes()?;
            let Some(name) = name else {
                return self.err(loc, "declaration does not declare anything");
            };
            let ty = match spec.storage.is_typedef {
                true => ty,
                false => self.unaliased_function(ty),
            };
            if spec.storage.is_typedef {
                let n = name.last().name.clone();
                // `typedef struct {...} S;`: the class is named `S` for linkage purposes, so
                // that instances of templates over it are told apart by that name.
                let ty = match ty {
                    TypeExpr::Struct(unnamed)
                        if unnamed.name.is_none() && unnamed.body.is_some() =>
                    {
                        let named = Rc::new(StructDecl {
                            name: Some(n.clone()),
                            ..(*unnamed).clone()
                        });
                        for item in items.iter_mut() {
                            if matches!(item, Item::Struct(s) if Rc::ptr_eq(s, &unnamed)) {
                                *item = Item::Struct(named.clone());
                            }
                        }
                        TypeExpr::Struct(named)
                    }
                    ty => ty,
                };
                self.declare_alias(&n, &ty);
                items.push(Item::Alias {
                    name: n,
                    ty,
                    template: template.clone(),
                    align: declarator_align.clone().or_else(|| spec.align.clone()),
                    loc,
                });
            } else if let TypeExpr::Function(ret, params, variadic) = ty {
                let f = self.function_rest(
                    name,
                    *ret,
                    params,
                    variadic,
                    &spec,
                    template.clone(),
                    loc,
                    false,
                )?;
                self.note_literal_operator(&f);
                self.check_device_entity_name(&f.name.last().name, f.cuda, f.loc);
                // A function hides a class of its name (`struct stat` beside `stat()`): the
                // class is then named only as `struct stat`.
                if !spec.constructor
                    && !spec.conversion
                    && f.template.is_none()
                    && f.name.segments.len() == 1
                    && self.is_type_name(&f.name.last().name)
                {
                    self.declare_value(&f.name.last().name.clone());
                }
                let has_body = f.body.is_some() || self.toks[self.pos - 1].is("}");
                items.append(&mut self.lambda_classes);
                items.push(Item::Function(Rc::new(f)));
                if has_body {
                    return Ok(items);
                }
            } else {
                if template.is_some() {
                    // The initializer may name the variable template itself (`fact<N - 1>`).
                    self.declare_template(&name.last().name);
                }
                let init = direct_initializer(&ty, self.initializer()?);
                let mut cuda = spec.cuda;
                // A legacy texture or surface reference lives on the device without saying
                // so: its device side holds the object that binding it creates.
                cuda.device |= is_legacy_reference(&ty);
                // A static data member defined outside its class (`const S S::zero{0};`) is
                // named `S::zero`, which no unqualified name spells.
                let segments: Vec<&str> = name.segments.iter().map(|s| &*s.name).collect();
                self.check_device_entity_name(&name.last().name, cuda, loc);
                let var = VarDecl {
                    deprecated: self.deprecated.clone(),
                    cuda,
                    ..spec.variable(segments.join("::").into(), ty, init, declarator_align, loc)
                };
                // A static data member defined outside its class template: `template <class
                // T> const int S<T>::k = 1;`, `template <> const int S<char>::k = 99;`.
                let class_args: Option<Rc<[TemplateArg]>> = name
                    .segments
                    .len()
                    .checked_sub(2)
                    .and_then(|i| name.segments[i].targs.clone())
                    .map(Into::into);
                items.push(match (&template, &name.last().targs) {
                    // A specialization of a variable template: `template <> int sq<3> = 100;`
                    // (of a member, `template <class T> template <class U> constexpr bool
                    // V<T>::same<U*> = true;`).
                    (Some(params), Some(written)) => Item::VarTemplate {
                        params: params.clone().into(),
                        var: Rc::new(var),
                        specialization: Some(written.clone().into()),
                        class_args,
                    },
                    (Some(params), None) if class_args.is_some() => Item::VarTemplate {
                        params: params.clone().into(),
                        var: Rc::new(var),
                        specialization: None,
                        class_args,
                    },
                    _ => {
                        if name.segments.len() == 1 {
                            self.declare_value(&name.last().name);
                        }
                        Item::Var(var)
                    }
                });
            }
            if !self.eat(",") {
                break;
            }
        }
        let _ = start_loc;
        self.expect(";")?;
        Ok(items)
    }

    /// After a function declarator: trailing qualifiers, then `;`, `= default/delete`, or a body.
    #[allow(clippy::too_many_arguments)]
    fn function_rest(
        &mut self,
        name: Path,
        ret: TypeExpr,
        params: Vec<Param>,
        variadic: bool,
        spec: &DeclSpec,
        template: Option<Vec<TemplateParam>>,
        loc: Loc,
        in_class: bool,
    ) -> PResult<FunctionDecl> {
        let mut is_const_method = false;
        let mut is_volatile_method = false;
        let mut ref_qualifier = None;
        let mut exception_spec = None;
        let mut storage = spec.storage;
        loop {
            if self.eat("const") {
                is_const_method = true;
            } else if self.eat("volatile") {
                is_volatile_method = true;
            } else if self.eat("&") {
                ref_qualifier = Some(RefKind::Lvalue);
            } else if self.eat("&&") {
                ref_qualifier = Some(RefKind::Rvalue);
            } else if self.at("noexcept") || self.at("throw") {
                exception_spec = Some(self.exception_spec()?);
            } else if self.eat("override") {
                storage.is_override = true;
            } else if self.eat("final") {
                storage.is_final = true;
            } else if self.at("__attribute__") {
                self.attributes()?;
            } else {
                break;
            }
        }
        let mut ret = ret;
        if self.eat("->") {
            ret = self.type_name()?;
        }
        let trailing_requires = match self.at("requires") {
            true => Some(self.requires_clause()?),
            false => None,
        };
        let mut params = params;
        let (template, constraint) = self.function_template(template, &mut params);
        let constraint = constraints::conjunction(constraint, trailing_requires).map(Rc::new);
        let last = name.last().name.clone();
        let class_name = if name.segments.len() >= 2 {
            Some(name.segments[name.segments.len() - 2].name.clone())
        } else {
            None
        };
        let role = if last.starts_with("operator") && last.len() > 8 {
            if spec.conversion {
                if let Some(target) = self.conversion_target.take() {
                    ret = target;
                }
                FunctionRole::Conversion
            } else {
                FunctionRole::Operator
            }
        } else if last.starts_with('~') {
            FunctionRole::Destructor
        } else if spec.constructor || class_name.as_deref() == Some(&*last) {
            FunctionRole::Constructor
        } else {
            FunctionRole::Plain
        };
        let specialization = name.last().targs.clone();
        let mut f = FunctionDecl {
            name,
            role,
            ret,
            params,
            variadic,
            cuda: spec.cuda,
            storage,
            is_const_method,
            is_volatile_method,
            ref_qualifier,
            template,
            specialization,
            member_inits: Vec::new(),
            body: None,
            host_body: false,
            pure: false,
            deleted: false,
            defaulted: false,
            constraint,
            exception_spec,
            explicit_condition: spec.explicit_condition.clone(),
            launch_bounds: self.launch_bounds.take(),
            cluster_dims: self.take_cluster_dims(),
            enclosing_packs: Vec::new(),
            deprecated: self.deprecated.take(),
            loc,
        };
        self.take_declared_spaces(&mut f, in_class);
        if self.eat("=") {
            // `= default`, `= delete`, `= 0`, the `;` left to the caller as after a declaration.
            // A defaulted function is usable on both sides, as an implicit one is; a defaulted
            // default constructor is an empty one, the others do what the implicit ones do.
            if self.at("default") {
                f.cuda.host = true;
                f.cuda.device = true;
                if f.role == FunctionRole::Constructor && f.params.is_empty() {
                    f.body = Some(Rc::new(Vec::new()));
                }
            }
            let what = self.take();
            f.pure = &*what.text == "0";
            f.deleted = what.is("delete");
            f.defaulted = what.is("default");
            return Ok(f);
        }
        // (`int f(int), x;` declares more after the function.)
        if self.at(";") || self.at(",") {
            return Ok(f);
        }
        if self.eat(":") {
            loop {
                let iloc = self.loc();
                let path = self.path()?;
                let braced = self.at("{");
                let args = match braced {
                    true => self.brace_list()?,
                    false => self.call_args()?,
                };
                let pack = self.eat("...");
                f.member_inits.push(MemberInit {
                    name: path,
                    args,
                    pack,
                    braced,
                    loc: iloc,
                });
                if !self.eat(",") {
                    break;
                }
            }
        }
        if !self.at("{") {
            let found = self.describe_current();
            return self.err(
                self.loc(),
                format!("expected function body or ';' before {found}"),
            );
        }
        if f.template.is_some() {
            // The body may call the template with explicit arguments: `sum<N - 1>()`.
            self.declare_template(&f.name.last().name);
        }
        let device = f.cuda.global || f.cuda.device;
        if device {
            self.push_scope();
            self.declare_template_params(&f.template.clone().unwrap_or_default());
            for name in f.params.iter().filter_map(|p| p.name.clone()) {
                self.declare_value(&name);
            }
            let outer = std::mem::replace(
                &mut self.returns_decltype_auto,
                f.ret == TypeExpr::DecltypeAuto,
            );
            let body = self.compound();
            self.returns_decltype_auto = outer;
            self.pop_scope();
            f.body = Some(Rc::new(body?));
        } else {
            // A host `constexpr` function may still be evaluated in device code's constant
            // expressions (`int a[fact(4)];`): its body is kept where it parses.
            if f.storage.is_constexpr {
                f.body = self.speculatively(|p| p.compound()).map(Rc::new);
            }
            let body_open = self.pos;
            if f.body.is_none() {
                self.skip_balanced()?;
            }
            f.host_body = true;
            let has_this = in_class && !f.storage.is_static && !f.storage.is_friend;
            self.extended_lambdas_in(body_open, self.pos - 1, has_this, f.template.as_deref());
        }
        Ok(f)
    }

    /// Makes the class of each extended lambda in the host function body `open..=close` (see
    /// [`extended_lambda`]), parsed from tokens made for it, and queues it in `lambda_classes`
    /// to be declared before the function. `template` is the function's template parameters,
    /// which the class takes first.
    fn extended_lambdas_in(
        &mut self,
        open: usize,
        close: usize,
        has_this: bool,
        template: Option<&[TemplateParam]>,
    ) {
        if self.lambda_numbers.is_empty() {
            return;
        }
        let toks = extended_lambda::PairedTokens {
            toks: &self.toks,
            partners: &self.brackets,
        };
        let found =
            extended_lambda::lambdas_in(&toks, self.last_params, (open, close), has_this, |i| {
                self.lambda_numbers.get(&i).copied()
            });
        for f in found {
            let loc = self.toks[f.shape.captures.0].loc;
            self.extended_lambdas.insert(f.number, loc);
            match &f.captures {
                Ok(captures) => {
                    let tokens =
                        extended_lambda::class_tokens(&self.toks, &f, captures, &self.lambda_unit);
                    self.lambda_class(tokens, template);
                }
                Err((at, message)) => {
                    let _: PResult<()> = self.err(self.toks[*at].loc, message.clone());
                }
            }
        }
    }

    /// Parses the class an extended lambda stands for from `tokens` and queues it.
    fn lambda_class(&mut self, tokens: Vec<Token>, template: Option<&[TemplateParam]>) {
        let toks = std::mem::replace(&mut self.toks, tokens);
        let pos = std::mem::replace(&mut self.pos, 0);
        let queued = std::mem::take(&mut self.lambda_classes);
        self.push_scope();
        self.declare_template_params(template.unwrap_or_default());
        let parsed = self.item();
        self.pop_scope();
        self.toks = toks;
        self.pos = pos;
        self.lambda_classes = queued;
        for item in parsed.unwrap_or_default() {
            let Item::Struct(mut class) = item else {
                continue;
            };
            if let Some(outer) = template.filter(|t| !t.is_empty()) {
                let c = Rc::make_mut(&mut class);
                let own = c.template.take().unwrap_or_default();
                // The captures' types first: a pack of the enclosing template must be last.
                c.template = Some(own.into_iter().chain(outer.iter().cloned()).collect());
            }
            self.lambda_classes.push(Item::Struct(class));
        }
    }

    /// Declares a template's type and template parameters as type names.
    fn declare_template_params(&mut self, params: &[TemplateParam]) {
        for p in params {
            match p.kind {
                TemplateParamKind::Type { .. } => self.declare_type(&p.name),
                TemplateParamKind::Template { .. } => {
                    self.declare_type(&p.name);
                    self.declare_template(&p.name);
                }
                TemplateParamKind::Value { .. } => {}
            }
        }
    }

    /// `parse` where it succeeds; otherwise nothing, as if it had not been tried (no tokens
    /// consumed, no errors reported).
    fn speculatively<T>(&mut self, parse: impl FnOnce(&mut Self) -> PResult<T>) -> Option<T> {
        let (pos, errors, scopes) = (self.pos, self.errors.len(), self.scopes.len());
        match parse(self) {
            Ok(v) => Some(v),
            Err(()) => {
                self.pos = pos;
                self.errors.truncate(errors);
                self.scopes.truncate(scopes);
                None
            }
        }
    }

    /// Skips a balanced `(...)`, `[...]` or `{...}` group starting at the current token.
    /// `noexcept`, `noexcept(e)`, `throw()` or `throw(T...)`, as the `noexcept(e)` it means.
    fn exception_spec(&mut self) -> PResult<Rc<Expr>> {
        let loc = self.loc();
        let constant = |value| Expr {
            kind: ExprKind::Bool(value),
            loc,
        };
        if self.eat("throw") {
            self.expect("(")?;
            if self.eat(")") {
                return Ok(Rc::new(constant(true)));
            }
            self.pos -= 1;
            self.skip_balanced()?;
            return Ok(Rc::new(constant(false)));
        }
        self.expect("noexcept")?;
        if !self.eat("(") {
            return Ok(Rc::new(constant(true)));
        }
        let e = self.assign_expr()?;
        self.expect(")")?;
        Ok(Rc::new(e))
    }

    fn skip_balanced(&mut self) -> PResult<()> {
        let open_loc = self.loc();
        let mut depth = 0i64;
        loop {
            let t = self.take();
            if t.is_eof() {
                return self.err(open_loc, "unterminated group: missing closing bracket");
            }
            if t.is("{") || t.is("(") || t.is("[") {
                depth += 1;
            } else if t.is("}") || t.is(")") || t.is("]") {
                depth -= 1;
                if depth <= 0 {
                    return Ok(());
                }
            }
        }
    }

    /// Consumes the `#pragma` token here: `pack` changes the largest alignment of the
    /// members of the classes defined after it (`pack(N)`, `pack()`, `pack(push[, N])`,
    /// `pack(pop)`, as GCC takes them); other pragmas here mean nothing to the parser.
    fn pragma(&mut self) {
        let t = self.take();
        let Some(args) = t.text.strip_prefix("pack") else {
            return;
        };
        let args = args.trim().trim_start_matches('(').trim_end_matches(')');
        let mut words = args.split(',').map(str::trim).filter(|w| !w.is_empty());
        let first = words.next();
        match first {
            Some("push") => self.pack_stack.push(self.pack),
            Some("pop") => {
                self.pack = self.pack_stack.pop().flatten();
                return;
            }
            _ => {}
        }
        let value = first
            .into_iter()
            .chain(words)
            .find_map(|w| w.parse::<u64>().ok());
        match value {
            Some(n) if n.is_power_of_two() => self.pack = Some(n),
            Some(_) => {}
            // `pack()` restores the default; `pack(push)` keeps the value in effect.
            None if first != Some("push") => self.pack = None,
            None => {}
        }
    }

    /// Skips `[[...]]` attributes (`[[nodiscard]]`, `[[maybe_unused]]`, `[[likely]]`), which
    /// change nothing the device pass checks, but for those [`Self::note_attributes`] keeps.
    fn standard_attributes(&mut self) -> PResult<()> {
        while self.at("[") && self.peek(1).is("[") {
            self.bump();
            let start = self.pos;
            self.skip_balanced()?;
            self.note_attributes(start);
            self.expect("]")?;
        }
        Ok(())
    }

    /// The `__cluster_dims__` seen for the function being declared. A kernel may not also
    /// give `__launch_bounds__` the most blocks of a cluster (measured: nvcc's assembler
    /// refuses the two, "Conflicting directives: .reqnctapercluster and .maxclusterrank").
    fn take_cluster_dims(&mut self) -> Option<Vec<Expr>> {
        let dims = self.cluster_dims.take();
        if let (Some(at), Some(_)) = (self.launch_bounds_per_cluster.take(), &dims) {
            let _: PResult<()> = self.err(
                at,
                "a kernel with __cluster_dims__ cannot also give __launch_bounds__ the most blocks of a cluster",
            );
        }
        dims
    }

    /// Records the attributes among the tokens from `start` to here (an attribute list) that
    /// the declaration keeps: `deprecated` (with its message if one is written), and those of
    /// a class's layout (`packed`, `no_unique_address`).
    fn note_attributes(&mut self, start: usize) {
        for t in &self.toks[start..self.pos] {
            match &*t.text {
                "packed" | "__packed__" => self.layout_attributes.packed = true,
                "no_unique_address" => self.layout_attributes.no_unique_address = true,
                _ => {}
            }
        }
        let Some(i) = (start..self.pos)
            .find(|&i| self.toks[i].is("deprecated") || self.toks[i].is("__deprecated__"))
        else {
            return;
        };
        let message = match (self.toks.get(i + 1), self.toks.get(i + 2)) {
            (Some(open), Some(text)) if open.is("(") && text.kind == TokenKind::Str => {
                // The text between the quotes, after any prefix (`u8"..."`).
                let (_, quoted) = text.text.split_once('"').unwrap_or_default();
                Some(quoted.strip_suffix('"').unwrap_or(quoted).into())
            }
            _ => None,
        };
        self.deprecated = Some(Deprecation {
            message,
            loc: self.toks[i].loc,
        });
    }

    /// GNU's `aligned` among the attribute tokens from `start` to here (`aligned(16)`,
    /// `[[gnu::aligned(16)]]`): its alignment.
    fn gnu_alignment(&mut self, start: usize) -> PResult<Option<Expr>> {
        let Some(i) = (start..self.pos)
            .find(|&i| self.toks[i].is("aligned") || self.toks[i].is("__aligned__"))
        else {
            return Ok(None);
        };
        if self.toks[i + 1].is("(") {
            let save = self.pos;
            self.pos = i + 2;
            let align = self.cond_expr()?;
            self.pos = save;
            return Ok(Some(align));
        }
        // `aligned` alone: the largest alignment of the host's types, as the host compiler
        // lays the class out (x86-64: 16).
        Ok(Some(Expr {
            kind: ExprKind::Int {
                value: 16,
                suffix: "".into(),
                decimal: true,
            },
            loc: self.toks[i].loc,
        }))
    }

    /// `__attribute__((...))`, `alignas(...)`, `[[...]]`: skipped except alignment, which is
    /// returned (and a `deprecated` attribute, kept for the declaration's function).
    fn attributes(&mut self) -> PResult<Option<Expr>> {
        let mut align = None;
        loop {
            if self.at("__attribute__") || self.at("__declspec") {
                self.bump();
                let start = self.pos;
                self.skip_balanced()?;
                self.note_attributes(start);
                align = self.gnu_alignment(start)?.or(align);
            } else if self.at("alignas") {
                self.bump();
                self.expect("(")?;
                let loc = self.loc();
                let mut expansion = false;
                let each = if self.is_type_start() {
                    let t = match self.type_name()? {
                        TypeExpr::PackExpansion(t) => {
                            expansion = true;
                            *t
                        }
                        t => t,
                    };
                    Expr {
                        kind: ExprKind::AlignofType(t),
                        loc,
                    }
                } else {
                    self.cond_expr()?
                };
                // `alignas(Ts...)`: the largest of the alignments, a power of two, is the
                // highest bit of their union (see `Lowerer::declared_alignment`).
                align = Some(match expansion || self.eat("...") {
                    true => Expr {
                        kind: ExprKind::Fold {
                            op: FoldOp::Binary(BinaryOp::BitOr),
                            before: Some(Box::new(each)),
                            after: None,
                        },
                        loc,
                    },
                    false => each,
                });
                self.expect(")")?;
            } else if self.at("[") && self.peek(1).is("[") {
                self.bump();
                let start = self.pos;
                self.skip_balanced()?;
                self.note_attributes(start);
                align = self.gnu_alignment(start)?.or(align);
                self.expect("]")?;
            } else if self.at("__launch_bounds__") {
                let at = self.loc();
                self.bump();
                self.expect("(")?;
                let max_threads = self.cond_expr()?;
                // The minimum blocks per multiprocessor and maximum blocks per cluster are
                // hints for the GPU's compiler; checked as expressions, not kept.
                let mut hints = 0;
                while self.eat(",") {
                    self.cond_expr()?;
                    hints += 1;
                }
                self.expect(")")?;
                self.launch_bounds = Some(max_threads);
                self.launch_bounds_per_cluster = (hints >= 2).then_some(at);
            } else if self.at("__cluster_dims__") {
                self.bump();
                self.expect("(")?;
                let mut dims = vec![self.cond_expr()?];
                while self.eat(",") {
                    dims.push(self.cond_expr()?);
                }
                self.expect(")")?;
                self.cluster_dims = Some(dims);
            } else if self.at("__maxnreg__") {
                self.bump();
                self.skip_balanced()?;
            } else {
                return Ok(align);
            }
        }
    }

    // ---- specifiers and types ----

    fn is_type_start(&self) -> bool {
        self.is_type_start_at(self.pos)
    }

    /// [`Parser::is_type_start`] at the token `start`.
    fn is_type_start_at(&self, start: usize) -> bool {
        let Some(t) = self.toks.get(start) else {
            return false;
        };
        if !t.is_ident() && !t.is("::") {
            return false;
        }
        if BUILTIN_WORDS.contains(&&*t.text) || SPECIFIER_WORDS.contains(&&*t.text) {
            return true;
        }
        if matches!(
            &*t.text,
            "struct" | "class" | "union" | "enum" | "typename" | "decltype" | "auto"
        ) || TYPEOF_WORDS.contains(&&*t.text)
        {
            return true;
        }
        // A (qualified) name whose last segment names a type.
        let mut i = start;
        if self.toks[i].is("::") {
            i += 1;
        }
        let mut class: Option<&str> = None;
        loop {
            let Some(t) = self.toks.get(i) else {
                return false;
            };
            // (`operator ::ns::W()` names a conversion function, not `operator::ns::W`.)
            if !t.is_ident() || t.is("operator") {
                return false;
            }
            let mut j = i + 1;
            // A qualified name is no variable of an enclosing scope (as `path` reads it).
            let qualified_template = || {
                self.member_templates.contains(&t.text)
                    || self
                        .scopes
                        .iter()
                        .any(|s| s.known.templates.contains(&t.text))
            };
            if self.toks.get(j).is_some_and(|n| n.is("<"))
                && (self.is_template_name(&t.text) || (class.is_some() && qualified_template()))
            {
                j = self.skip_angles(j);
            }
            if self.toks.get(j).is_some_and(|n| n.is("::"))
                && self.toks.get(j + 1).is_some_and(|n| n.is_ident())
            {
                class = Some(&t.text);
                i = j + 1;
                continue;
            }
            // A member of a class the parser has seen is a type where the class declares one
            // (`numeric_limits<T>::is_signed` is a value, whatever `is_signed` is elsewhere).
            return match class.and_then(|c| Some((c, self.member_types.get(c)?))) {
                // The class's own name in it (`C<T>::C`) is the class; a name that is also a
                // namespace's may be the namespace.
                Some((c, types)) => {
                    types.contains(&t.text)
                        || *t.text == *c
                        || (self.namespace_names.contains(c) && self.is_type_name(&t.text))
                }
                None => {
                    self.is_type_name(&t.text)
                        || (class.is_some() && self.hidden_types.contains(&t.text))
                }
            };
        }
    }

    /// The index after the qualified name whose first name is at `i` (`A<B>::C`): past the
    /// template arguments of each template name and each `::` segment.
    fn after_qualified_name(&self, mut i: usize) -> usize {
        loop {
            i += 1;
            if self.toks.get(i).is_some_and(|n| n.is("<"))
                && self.is_template_name(&self.toks[i - 1].text)
            {
                i = self.skip_angles(i);
            }
            if self.toks.get(i).is_some_and(|n| n.is("::")) {
                i += 1;
                continue;
            }
            return i;
        }
    }

    /// The index after a `<...>` group starting at `i` (angle depth only, past parentheses and
    /// braces inside it, `G<Cfg{3, 4}>`; stopping at `;` or a brace that closes no group).
    fn skip_angles(&self, mut i: usize) -> usize {
        let mut depth = 0i32;
        let mut paren = 0i32;
        while let Some(t) = self.toks.get(i) {
            if t.is("(") || (t.is("{") && depth > 0) {
                paren += 1;
            } else if t.is(")") || (t.is("}") && paren > 0) {
                paren -= 1;
            } else if paren == 0 && t.is("<") {
                depth += 1;
            } else if paren == 0 && t.is(">") {
                depth -= 1;
            } else if (paren == 0 && (t.is(";") || t.is("{") || t.is("}"))) || t.is_eof() {
                return i;
            }
            i += 1;
            if depth <= 0 {
                return i;
            }
        }
        i
    }

    fn decl_specifiers(&mut self) -> PResult<(TypeExpr, DeclSpec)> {
        let mut spec = DeclSpec::default();
        spec.storage.c_linkage = self.c_linkage;
        let mut quals = Quals::default();
        let mut words: smallvec::SmallVec<[Rc<str>; 4]> = smallvec::SmallVec::new();
        let mut ty: Option<TypeExpr> = None;
        let mut consteval = false;
        let start = self.loc();
        // A conversion function's type (`operator W<long>()` in class `W`) names no constructor.
        let conversion_type = self.pos > 0 && self.toks[self.pos - 1].is("operator");
        loop {
            let t = self.tok().clone();
            if t.kind == TokenKind::Pragma {
                self.pragma();
                continue;
            }
            // `[[nodiscard]]` among the specifiers (`__device__ [[nodiscard]] float f()`):
            // attributes device code need not act on, but for an alignment
            // (`[[gnu::aligned(16)]] int x;`).
            if ty.is_none() && t.is("[") && self.peek(1).is("[") {
                if let Some(a) = self.attributes()? {
                    spec.align = Some(a);
                }
                continue;
            }
            if !t.is_ident() && !t.is("::") {
                break;
            }
            match &*t.text {
                // C++20's `explicit(condition)`.
                "explicit" if self.peek(1).is("(") => {
                    self.bump();
                    self.bump();
                    let condition = self.assign_expr()?;
                    self.expect(")")?;
                    spec.constructor = true;
                    spec.storage.is_explicit = true;
                    spec.explicit_condition = Some(Rc::new(condition));
                    continue;
                }
                "typedef" => spec.storage.is_typedef = true,
                "static" => spec.storage.is_static = true,
                "extern" => spec.storage.is_extern = true,
                "inline" | "__inline" | "__inline__" | "__forceinline__" | "__noinline__"
                | "virtual" | "explicit" | "register" | "friend" | "mutable" | "thread_local"
                | "_Thread_local" => {
                    spec.storage.is_inline |= t.is("inline") || t.is("__forceinline__");
                    spec.storage.is_mutable |= t.is("mutable");
                    spec.storage.is_virtual |= t.is("virtual");
                    spec.storage.is_friend |= t.is("friend");
                    if t.is("explicit") {
                        spec.constructor = true;
                        spec.storage.is_explicit = true;
                    }
                }
                "constexpr" => spec.storage.is_constexpr = true,
                // Asks for a constant initializer, which a device variable must have anyway
                // (the host compiler checks host variables).
                "constinit" => {}
                "consteval" => {
                    spec.storage.is_constexpr = true;
                    consteval = true;
                }
                "__global__" => spec.cuda.global = true,
                "__device__" => spec.cuda.device = true,
                "__host__" => spec.cuda.host = true,
                "__shared__" => spec.cuda.shared = true,
                "__constant__" => spec.cuda.constant = true,
                "__managed__" => {
                    spec.cuda.managed = true;
                    spec.cuda.device = true;
                }
                // (C's `restrict` is no word of C++: a name, `int restrict = 1;`.)
                "__grid_constant__" | "__restrict__" | "__restrict" | "__device_builtin__" => {}
                "const" => quals.is_const = true,
                "volatile" => quals.is_volatile = true,
                "__attribute__" | "alignas" | "__launch_bounds__" | "__cluster_dims__"
                | "__maxnreg__" | "__declspec" => {
                    if let Some(a) = self.attributes()? {
                        spec.align = Some(a);
                    }
                    continue;
                }
                w if BUILTIN_WORDS.contains(&w) => {
                    if ty.is_some() {
                        break;
                    }
                    words.push(t.text.clone());
                }
                "auto" if ty.is_none() && words.is_empty() => ty = Some(TypeExpr::Auto),
                _ if ty.is_none() && words.is_empty() && self.concept_ahead() => {
                    let save = self.pos;
                    let at = self.loc();
                    let concept = self.path()?;
                    if self.at("decltype") && self.peek(1).is("(") && self.peek(2).is("auto") {
                        ty = Some(self.decltype_type()?);
                    } else if self.eat("auto") {
                        ty = Some(TypeExpr::Auto);
                    } else {
                        self.pos = save;
                        break;
                    }
                    spec.placeholder = Some((concept, at));
                    continue;
                }
                "struct" | "class" | "union" if ty.is_none() && words.is_empty() => {
                    ty = Some(TypeExpr::Struct(Rc::new(
                        self.struct_decl(spec.align.take())?,
                    )));
                    continue;
                }
                "enum" if ty.is_none() && words.is_empty() => {
                    ty = Some(TypeExpr::Enum(Rc::new(self.enum_decl()?)));
                    continue;
                }
                "decltype" if ty.is_none() && words.is_empty() => {
                    ty = Some(self.decltype_type()?);
                    continue;
                }
                w if TYPEOF_WORDS.contains(&w) && ty.is_none() && words.is_empty() => {
                    ty = Some(self.typeof_type()?);
                    continue;
                }
                "typename" => {
                    self.bump();
                    ty = Some(match self.at("decltype") {
                        true => self.decltype_type()?,
                        false => TypeExpr::Named(self.path()?),
                    });
                    continue;
                }
                _ => {
                    if ty.is_some() || !words.is_empty() {
                        break;
                    }
                    // A conversion function defined outside its class: `C<T>::operator V()`.
                    if self.qualified_operator_at(self.pos) {
                        spec.conversion = true;
                        ty = Some(TypeExpr::Builtin(Builtin::Void));
                        break;
                    }
                    // A constructor declaration inside its class: `Foo(...)`.
                    if self.is_type_start() {
                        let save = self.pos;
                        let p = self.path()?;
                        // `V (operator+)(const V&)` in class `V` declares an operator, and
                        // `H (max)()` in class `H` a function named `max`, even where a type
                        // is named so (`H(T)` followed by a parameter list is no constructor).
                        let parenthesized_name =
                            self.peek(1).is_ident() && self.peek(2).is(")") && self.peek(3).is("(");
                        if self.at("(")
                            && !conversion_type
                            && !self.peek(1).is("operator")
                            && !parenthesized_name
                            && (self.constructor_context(&p) || self.deduction_guide_ahead())
                        {
                            self.pos = save;
                            spec.constructor = true;
                            ty = Some(TypeExpr::Builtin(Builtin::Void));
                            break;
                        }
                        ty = Some(TypeExpr::Named(p));
                        continue;
                    }
                    if t.is("operator") {
                        // Conversion operator `operator float() const`.
                        spec.conversion = true;
                        ty = Some(TypeExpr::Builtin(Builtin::Void));
                        break;
                    }
                    if t.text.starts_with('~') {
                        spec.constructor = true;
                        ty = Some(TypeExpr::Builtin(Builtin::Void));
                        break;
                    }
                    break;
                }
            }
            self.bump();
        }
        let ty = match ty {
            Some(t) => t,
            None if !words.is_empty() => {
                TypeExpr::Builtin(builtin_from_words(&words).ok_or(()).or_else(|_| {
                    let list = words
                        .iter()
                        .map(|w| w.to_string())
                        .collect::<Vec<_>>()
                        .join(" ");
                    self.err(
                        start,
                        format!("invalid combination of type specifiers '{list}'"),
                    )
                })?)
            }
            None if self.at("~") => {
                spec.constructor = true;
                TypeExpr::Builtin(Builtin::Void)
            }
            // A name the declaration uses as its type: `Vec3 v;`, `f(Vec3 *p)`, `const Vec3 c;`.
            None if self.tok().is_ident()
                && !is_reserved(&self.tok().text)
                && (self.peek(1).is_ident()
                    || ["*", "&", "&&", "<"].iter().any(|p| self.peek(1).is(p))) =>
            {
                let name = self.tok().clone();
                return self.unknown_type(&name);
            }
            None => {
                let found = self.describe_current();
                return self.err(
                    self.loc(),
                    format!("unknown type name or expected declaration before {found}"),
                );
            }
        };
        let ty = if quals != Quals::default() {
            TypeExpr::Qualified(Box::new(ty), quals)
        } else {
            ty
        };
        // An immediate function runs while the program is compiled, so both sides may call
        // it, as nvcc lets them.
        if consteval && !spec.cuda.any() && !spec.cuda.host {
            spec.cuda.host = true;
            spec.cuda.device = true;
        }
        Ok((ty, spec))
    }

    /// Gives `f` the execution spaces of an earlier declaration of the same function (see
    /// [`Parser::declared_spaces`]) beside its own, as nvcc does: one that writes none is a
    /// `__host__` function, so a `__device__` one declared again without them, or with
    /// `__host__` alone, is a `__host__ __device__` function, with nvcc's warning. A member
    /// declared `in_class` is recorded for its definition outside the class.
    fn take_declared_spaces(&mut self, f: &mut FunctionDecl, in_class: bool) {
        let class = match in_class {
            true => self.scopes.iter().rev().find_map(|s| s.class.clone()),
            false => None,
        };
        let names = (self.namespace_path.iter().map(|n| &**n))
            .chain(class.as_deref())
            .chain(f.name.segments.iter().map(|s| &*s.name));
        let key: Rc<str> = names.collect::<Vec<_>>().join("::").into();
        let params: Vec<TypeExpr> = f.params.iter().map(|p| p.ty.clone()).collect();
        let declared = self.declared_spaces.entry(key).or_default();
        let earlier = declared.iter_mut().find(|(types, _)| *types == params);
        let Some((_, cuda)) = earlier else {
            if f.cuda.device || f.cuda.global {
                declared.push((params, f.cuda));
            }
            return;
        };
        let written = f.cuda.host || f.cuda.device || f.cuda.global;
        if in_class || f.cuda.global || cuda.global || (written && !f.cuda.host) {
            return;
        }
        let shown = f.name.last().name.clone();
        let warning = match (cuda.host, written) {
            (true, _) => None,
            (false, false) => Some(format!("a __device__ function(\"{shown}\") redeclared without __device__, hence treated as a __host__ __device__ function")),
            (false, true) => Some(format!("a __device__ function(\"{shown}\") redeclared with __host__, hence treated as a __host__ __device__ function")),
        };
        cuda.host = true;
        f.cuda.host = true;
        f.cuda.device = true;
        if let Some(message) = warning {
            self.errors.push(Diagnostic {
                severity: Severity::Warning,
                loc: Some(f.loc),
                message,
            });
        }
    }

    /// Whether the parameter list at the current `(` is followed by `->`: a deduction guide
    /// (`Box(int) -> Box<long>;`), which is read as a constructor with a return type.
    fn deduction_guide_ahead(&self) -> bool {
        matching_paren(&self.toks[self.pos..]).is_some_and(|close| {
            self.toks
                .get(self.pos + close + 1)
                .is_some_and(|t| t.is("->"))
        })
    }

    /// Whether `Path(` at this point starts a constructor declaration rather than a declaration
    /// of type `Path`: true inside a class named like the path's last segment (we track the
    /// innermost class through its name being declared in the scope that the struct body opened),
    /// or for an out-of-class `Foo::Foo(`.
    fn constructor_context(&self, p: &Path) -> bool {
        let n = p.segments.len();
        // `Foo::Foo(` and `Foo<T>::~Foo(`.
        if n >= 2 && p.segments[n - 1].name.trim_start_matches('~') == &*p.segments[n - 2].name {
            return true;
        }
        // The innermost scope, past that of a member template's parameters.
        let scope = self
            .scopes
            .iter()
            .rev()
            .find(|s| !s.known.types.contains(MEMBER_TEMPLATE_MARKER));
        n == 1
            && scope.is_some_and(|s| {
                s.known
                    .types
                    .contains(&*format!("<class>{}", p.segments[0].name))
            })
    }

    fn struct_decl(&mut self, align: Option<Expr>) -> PResult<StructDecl> {
        self.with_own_layout_attributes(|p| p.struct_decl_inner(align))
    }

    /// `declare` (a class or an enumeration) with layout attributes of its own: those of the
    /// member it is declared in are kept for that member.
    fn with_own_layout_attributes<T>(&mut self, declare: impl FnOnce(&mut Self) -> T) -> T {
        let enclosing = std::mem::take(&mut self.layout_attributes);
        let declared = declare(self);
        self.layout_attributes = enclosing;
        declared
    }

    fn struct_decl_inner(&mut self, align: Option<Expr>) -> PResult<StructDecl> {
        let kw = self.take();
        let kind = match &*kw.text {
            "class" => StructKind::Class,
            "union" => StructKind::Union,
            _ => StructKind::Struct,
        };
        let mut align = align;
        // A `deprecated` attribute here is the class's; one before the keyword is the
        // declaration's (`[[deprecated]] struct S {} s;`), kept for it.
        let outer_deprecation = self.deprecated.take();
        if let Some(a) = self.attributes()? {
            align = Some(a);
        }
        let mut name = None;
        let mut specialization = None;
        let mut scope = None;
        // A named class is where its name is (nvcc's messages about it point there).
        let mut loc = kw.loc;
        // (`struct ::ns::C<float> {}`: a head qualified from the global namespace.)
        let global_head = self.at("::") && self.peek(1).is_ident();
        if global_head || (self.tok().is_ident() && !is_reserved(&self.tok().text)) {
            loc = self.loc();
            let mut p = self.path()?;
            let last = p.segments.pop().expect("a path has a segment");
            specialization = last.targs;
            name = Some(last.name);
            scope = (!p.segments.is_empty()).then_some(p);
        }
        if let Some(a) = self.attributes()? {
            align = Some(a);
        }
        if let Some(n) = &name {
            self.declare_tag(n);
        }
        let deprecated = self.deprecated.take();
        let is_final = self.eat("final");
        // A definition takes the constraints of its template parameter list.
        let constraint = match self.at(":") || self.at("{") {
            true => self.gathered.template.take().map(Rc::new),
            false => None,
        };
        let mut bases = Vec::new();
        let mut base_access = Vec::new();
        let mut virtual_bases = Vec::new();
        if self.eat(":") {
            loop {
                let mut is_virtual = false;
                let mut access = default_access(kind);
                loop {
                    if self.eat("virtual") {
                        is_virtual = true;
                    } else if let Some(written) = self.access_specifier() {
                        access = written;
                    } else {
                        break;
                    }
                }
                base_access.push(access);
                // `struct N : decltype(T1()) {}`: a base named by the type of an expression.
                let base = match self.at("decltype") {
                    true => self.decltype_type()?,
                    false => TypeExpr::Named(self.path()?),
                };
                if is_virtual {
                    virtual_bases.push(base.clone());
                }
                bases.push(match self.eat("...") {
                    true => TypeExpr::PackExpansion(Box::new(base)),
                    false => base,
                });
                if !self.eat(",") {
                    break;
                }
            }
        }
        let mut packed = std::mem::take(&mut self.layout_attributes).packed;
        let pragma_pack = self.pack;
        let enclosing_access = (self.access, self.non_public_data);
        (self.access, self.non_public_data) = (default_access(kind), false);
        let body = match self.at("{") {
            true => self.struct_body(name.clone(), &bases).map(Some),
            false => Ok(None),
        };
        let non_public_data = self.non_public_data;
        (self.access, self.non_public_data) = enclosing_access;
        let body = body?;
        // Attributes right after the body are the class's (`struct S {...}
        // __attribute__((packed));`), as GCC reads them.
        if body.is_some() && self.at("__attribute__") {
            self.layout_attributes = LayoutAttributes::default();
            if let Some(a) = self.attributes()? {
                align = Some(a);
            }
            packed |= self.layout_attributes.packed;
        }
        if let (Some(name), Some(body)) = (&name, &body) {
            self.record_member_types(name, body, &bases);
        }
        let pack = match packed {
            true => Some(1),
            false => pragma_pack,
        };
        self.deprecated = outer_deprecation;
        Ok(StructDecl {
            kind,
            name,
            template: None,
            specialization,
            bases,
            base_access,
            virtual_bases,
            body,
            align,
            pack,
            non_public_data,
            constraint,
            is_final,
            scope,
            deprecated,
            enclosing_packs: Vec::new(),
            loc,
        })
    }

    /// After the declarator-id of a member defined outside its class (`R C::f(...)`, `C::C`,
    /// `T C::s = ...`): the rest of the declaration is in the class's scope, where its member
    /// types are names of types. The scope lasts until the declaration ends (see
    /// [`Parser::declaration_items`]).
    fn enter_class_scope(&mut self, class: &Rc<str>) {
        let Some(types) = self.member_types.get(class).cloned() else {
            return;
        };
        self.push_scope();
        for t in &types {
            self.declare_type(t);
        }
        for t in self
            .class_member_templates
            .get(class)
            .cloned()
            .iter()
            .flatten()
        {
            self.declare_template(t);
        }
    }

    fn record_member_types(&mut self, class: &Rc<str>, body: &StructBody, bases: &[TypeExpr]) {
        let mut types: HashSet<Rc<str>> = body
            .items
            .iter()
            .filter_map(|item| match item {
                Item::Alias { name, .. } => Some(name.clone()),
                Item::Struct(s) => s.name.clone(),
                Item::Enum(e) => e.name.clone(),
                _ => None,
            })
            .collect();
        types.extend(self.inherited_member_types(bases));
        self.member_types
            .entry(class.clone())
            .or_default()
            .extend(types);
        let templates = body.items.iter().filter_map(|item| match item {
            Item::Alias {
                name,
                template: Some(_),
                ..
            } => Some(name.clone()),
            Item::Struct(s) if s.template.is_some() => s.name.clone(),
            Item::Function(f) if f.template.is_some() => Some(f.name.last().name.clone()),
            _ => None,
        });
        let mut templates: Vec<Rc<str>> = templates.collect();
        templates.extend(self.inherited_member_templates(bases));
        self.class_member_templates
            .entry(class.clone())
            .or_default()
            .extend(templates);
    }

    /// The member types of the classes `bases` name, as far as the parser has seen them.
    fn inherited_member_types(&self, bases: &[TypeExpr]) -> Vec<Rc<str>> {
        inherited(&self.member_types, bases)
    }

    /// The member templates of the classes `bases` name (`pair_of<short> both;` of a base's
    /// `template <class U> using pair_of = ...`), as far as the parser has seen them.
    fn inherited_member_templates(&self, bases: &[TypeExpr]) -> Vec<Rc<str>> {
        inherited(&self.class_member_templates, bases)
    }

    /// Member function bodies see every member of their class, those declared after them
    /// too: before the class body at the cursor is parsed, the names of its member templates
    /// (`g` of `template <int N> int g();`) are declared templates, and those of its member
    /// types (typedefs, aliases, nested classes) types, so that a body calling `g<3>()` or
    /// naming a type declared further down parses as it should.
    fn declare_members_ahead(&mut self, class: Option<&str>) {
        let mut i = self.pos;
        let mut depth = 0usize;
        // Where the member declaration at the top level of the body begins.
        let mut member_start = true;
        while let Some(t) = self.toks.get(i) {
            if t.is_eof() {
                break;
            }
            match &*t.text {
                "{" | "(" | "[" => depth += 1,
                "}" | ")" | "]" if depth == 0 => break,
                "}" | ")" | "]" => {
                    depth -= 1;
                    member_start = depth == 0 && t.is("}");
                    i += 1;
                    continue;
                }
                ";" if depth == 0 => {
                    member_start = true;
                    i += 1;
                    continue;
                }
                _ => {}
            }
            if depth == 0 && member_start {
                let access = matches!(&*t.text, "public" | "private" | "protected");
                if access || t.kind == TokenKind::Pragma {
                    i += if access { 2 } else { 1 };
                    continue;
                }
                member_start = false;
                if let Some((name, is_template, is_type)) = self.member_declared_at(i) {
                    if Some(&*name) != class {
                        if is_template {
                            self.declare_template(&name);
                        }
                        if is_type {
                            self.declare_type(&name);
                        }
                    }
                }
            }
            i += 1;
        }
    }

    /// The name the member declaration at `i` declares, if it is a template or a type, with
    /// whether it is a template and whether a type.
    fn member_declared_at(&self, mut i: usize) -> Option<(Rc<str>, bool, bool)> {
        let text = |k: usize| self.toks.get(k).map_or("", |t| &*t.text);
        let is_template = text(i) == "template" && text(i + 1) == "<";
        if is_template {
            i = self.skip_angles(i + 1);
        }
        match text(i) {
            "typedef" => {
                // The name before the `;` (not one in parentheses: a function pointer's).
                let mut k = i;
                let mut name = None;
                while !matches!(text(k), ";" | "" | "{" | "}") {
                    if self.toks[k].is_ident() && matches!(text(k + 1), ";" | "[" | ")" | ",") {
                        name = Some(self.toks[k].text.clone());
                    }
                    k += 1;
                }
                Some((name?, false, true))
            }
            "using" if self.toks.get(i + 1)?.is_ident() && text(i + 2) == "=" => {
                Some((self.toks[i + 1].text.clone(), is_template, true))
            }
            "struct" | "class" | "union" | "enum" if self.toks.get(i + 1)?.is_ident() => {
                let k = if text(i + 1) == "class" || text(i + 1) == "struct" {
                    i + 2
                } else {
                    i + 1
                };
                let t = self.toks.get(k)?;
                let defined = matches!(text(k + 1), "{" | ":" | ";" | "final");
                (t.is_ident() && defined && !is_reserved(&t.text))
                    .then(|| (t.text.clone(), is_template, true))
            }
            _ if is_template => {
                // A member function template: the name before the first top-level `(`.
                let mut k = i;
                while !matches!(text(k), ";" | "" | "{" | "}" | "=") {
                    if text(k) == "<" {
                        k = self.skip_angles(k);
                        continue;
                    }
                    if text(k + 1) == "("
                        && self.toks[k].is_ident()
                        && !is_reserved(&self.toks[k].text)
                    {
                        return Some((self.toks[k].text.clone(), true, false));
                    }
                    if text(k) == "(" {
                        return None;
                    }
                    k += 1;
                }
                None
            }
            _ => None,
        }
    }

    fn struct_body(&mut self, name: Option<Rc<str>>, bases: &[TypeExpr]) -> PResult<StructBody> {
        self.expect("{")?;
        self.push_scope();
        if let Some(n) = &name {
            let marker: Rc<str> = format!("<class>{n}").into();
            self.declare_type(&marker);
        }
        if let Some(scope) = self.scopes.last_mut() {
            scope.class = name.clone();
        }
        // The member types and templates of the bases are names of types and templates here
        // too.
        for t in self.inherited_member_types(bases) {
            self.declare_type(&t);
        }
        for t in self.inherited_member_templates(bases) {
            self.declare_template(&t);
        }
        self.declare_members_ahead(name.as_deref());
        let mut body = StructBody::default();
        while !self.at("}") && !self.tok().is_eof() {
            let start = self.pos;
            let saved_errors = self.errors.len();
            // An attribute of the class (or of a member before) is not this member's.
            self.deprecated = None;
            let items = body.items.len();
            let member = self.member(&mut body);
            if self.access != Access::Public {
                let types = body.items[items..].iter().filter_map(|item| match item {
                    Item::Alias { name, loc, .. } => Some((name.clone(), *loc)),
                    Item::Struct(s) => s.name.clone().map(|n| (n, s.loc)),
                    Item::Enum(e) => e.name.clone().map(|n| (n, e.loc)),
                    _ => None,
                });
                let access = self.access;
                let restricted = types.map(|(name, loc)| (name, access, loc));
                body.restricted_types.extend(restricted.collect::<Vec<_>>());
            }
            if let Err(()) = member {
                let end = self.skim_end(start);
                let skipped = &self.toks[start..end];
                let device = skipped.iter().any(|t| CUDA_MARKERS.iter().any(|m| t.is(m)));
                if !device {
                    if let (Some(why), true) =
                        (self.errors.get(saved_errors), declares_data_member(skipped))
                    {
                        body.unread_fields.push(why.clone());
                    }
                    self.errors.truncate(saved_errors);
                }
                self.pos = end.max(start + 1);
            }
        }
        self.pop_scope();
        self.expect("}")?;
        self.define_defaulted_comparisons(&mut body, bases);
        Ok(body)
    }

    fn member(&mut self, body: &mut StructBody) -> PResult<()> {
        if self.tok().kind == TokenKind::Pragma {
            self.pragma();
            return Ok(());
        }
        self.layout_attributes = LayoutAttributes::default();
        if self.peek(1).is(":") {
            if let Some(access) = self.access_specifier() {
                self.access = access;
                self.bump();
                return Ok(());
            }
        }
        if self.eat(";") {
            return Ok(());
        }
        if self.at("using") {
            let item = self.using_item(None)?;
            body.items.push(item);
            return Ok(());
        }
        if self.at("static_assert") {
            let mut items = self.item()?;
            body.items.append(&mut items);
            return Ok(());
        }
        let mut template = None;
        if self.at("template") {
            self.bump();
            self.push_scope();
            self.declare_type(&MEMBER_TEMPLATE_MARKER.into());
            let params = self.template_params();
            match params {
                Ok(p) => template = Some(p),
                Err(()) => {
                    self.pop_scope();
                    return Err(());
                }
            }
        }
        let (methods, items) = (body.methods.len(), body.items.len());
        let r = self.member_decl(body, template.clone());
        if template.is_some() {
            self.gathered.template = None;
            self.pop_scope();
            // Other members may call a member function template with explicit arguments, and
            // code outside the class may name a member class template (`Outer::Inner<T>`).
            let friend_template = body.items[items..].iter().find_map(|item| match item {
                Item::Function(f) if f.storage.is_friend => Some(f.name.last().name.clone()),
                _ => None,
            });
            self.friend_templates.extend(friend_template);
            let class_template = body.items[items..].iter().find_map(|item| match item {
                Item::Struct(s) => s.name.clone(),
                Item::Alias { name, .. } => Some(name.clone()),
                _ => None,
            });
            // A member class template is a type in the class's scope (`Inner<int> make();`).
            if let Some(name) = &class_template {
                self.declare_type(name);
            }
            let function = body
                .methods
                .get(methods)
                .map(|m| m.name.last().name.clone());
            let variable = body.items[items..].iter().find_map(|item| match item {
                Item::VarTemplate { var, .. } => Some(var.name.clone()),
                _ => None,
            });
            if let Some(name) = function.or(class_template).or(variable) {
                self.declare_template(&name);
                self.member_templates.insert(name);
            }
        }
        r
    }

    fn member_decl(
        &mut self,
        body: &mut StructBody,
        template: Option<Vec<TemplateParam>>,
    ) -> PResult<()> {
        // A member alias template (`template <class U> using pair = Pair<T, U>;`).
        if template.is_some() && self.at("using") {
            let item = self.using_item(template)?;
            body.items.push(item);
            return Ok(());
        }
        let loc = self.loc();
        let declaration_start = loc;
        let (base, mut spec) = self.decl_specifiers()?;
        spec.storage.access = self.access;
        // `friend class Reader;`, `friend Reader;`, `template <class U> friend struct Box;`.
        if spec.storage.is_friend && self.eat(";") {
            let name = match &base {
                TypeExpr::Struct(s) => s.name.clone(),
                TypeExpr::Named(p) => Some(p.last().name.clone()),
                _ => None,
            };
            body.friends.extend(name.map(Friend::Class));
            return Ok(());
        }
        if self.eat(";") {
            match base {
                // An anonymous union or struct: its members are members of the enclosing class.
                TypeExpr::Struct(s) if s.name.is_none() && s.body.is_some() => {
                    body.fields.push(Field {
                        name: None,
                        ty: TypeExpr::Struct(s),
                        bit_width: None,
                        is_static: false,
                        is_mutable: false,
                        is_constexpr: false,
                        init: None,
                        copy_list: false,
                        align: None,
                        packed: false,
                        no_unique_address: false,
                        access: self.access,
                        loc,
                    })
                }
                TypeExpr::Struct(mut s) => {
                    if template.is_some() {
                        Rc::make_mut(&mut s).template = template;
                    }
                    body.items.push(Item::Struct(s))
                }
                TypeExpr::Enum(e) => self.member_enum(body, e),
                _ => {}
            }
            return Ok(());
        }
        let mut base = base;
        if let TypeExpr::Struct(s) = &base {
            if s.body.is_some() {
                body.items.push(Item::Struct(s.clone()));
                // `struct T { ... } t;` declares the member class `T` and a member of it, as
                // `struct T { ... }; T t;` does.
                if let Some(name) = s.name.clone() {
                    base = TypeExpr::Named(Path::simple(name));
                }
            }
        }
        // (`enum E e;` names the enumeration `E` declared elsewhere: it declares none.)
        if let TypeExpr::Enum(e) = &base {
            if !e.items.is_empty() {
                self.member_enum(body, e.clone());
            }
        }
        loop {
            let loc = self.loc();
            if self.at(":") {
                // Unnamed bit-field.
                self.bump();
                let w = self.cond_expr()?;
                body.fields.push(Field {
                    name: None,
                    ty: base.clone(),
                    bit_width: Some(w),
                    is_static: false,
                    is_mutable: false,
                    is_constexpr: false,
                    init: None,
                    copy_list: false,
                    align: None,
                    packed: false,
                    no_unique_address: false,
                    access: self.access,
                    loc,
                });
            } else {
                let (name, ty) = self.declarator(base.clone())?;
                self.late_execution_spaces(&mut spec);
                // `int x __attribute__((aligned(16)));` aligns this member alone.
                let declarator_align = self.attributes()?;
                let Some(name) = name else {
                    return self.err(loc, "member declaration does not declare anything");
                };
                if spec.storage.is_typedef {
                    let n = name.last().name.clone();
                    self.declare_alias(&n, &ty);
                    body.items.push(Item::Alias {
                        name: n,
                        ty,
                        template: None,
                        align: declarator_align.clone().or_else(|| spec.align.clone()),
                        loc,
                    });
                } else if let TypeExpr::Function(ret, params, variadic) = ty {
                    let f = self.function_rest(
                        name,
                        *ret,
                        params,
                        variadic,
                        &spec,
                        template.clone(),
                        loc,
                        true,
                    )?;
                    let had_body = self.toks[self.pos - 1].is("}");
                    body.items.append(&mut self.lambda_classes);
                    let f = Rc::new(f);
                    // A friend function defined in the class is a function of the enclosing
                    // namespace (a friend only declared here is declared there too).
                    if spec.storage.is_friend {
                        body.friends.push(Friend::Function(f.clone()));
                    }
                    if spec.storage.is_friend && had_body && f.cuda.global {
                        let _: PResult<()> = self.err(
                            declaration_start,
                            "A __global__ function or function template cannot be defined in a friend declaration",
                        );
                    }
                    match (spec.storage.is_friend, had_body) {
                        (true, true) => body.items.push(Item::Function(f)),
                        // A defaulted comparison is given its body with the class.
                        (true, false) if f.defaulted => body.items.push(Item::Function(f)),
                        (true, false) => {}
                        (false, _) => body.methods.push(f),
                    }
                    if had_body {
                        return Ok(());
                    }
                } else {
                    let bit_width = if self.eat(":") {
                        Some(self.cond_expr()?)
                    } else {
                        None
                    };
                    // `int b : 4 __attribute__((packed));`
                    if bit_width.is_some() && self.at("__attribute__") {
                        self.attributes()?;
                    }
                    if let Some(params) = &template {
                        // A static data member template (`template <int N> static constexpr
                        // int sq = N * N;`): a variable template in the class's scope.
                        self.declare_template(&name.last().name);
                        let init = direct_initializer(&ty, self.initializer()?);
                        body.items.push(Item::VarTemplate {
                            params: params.clone().into(),
                            var: Rc::new(VarDecl {
                                deprecated: self.deprecated.clone(),
                                ..spec.variable(
                                    name.last().name.clone(),
                                    ty,
                                    init,
                                    declarator_align,
                                    loc,
                                )
                            }),
                            specialization: name.last().targs.clone().map(Into::into),
                            class_args: None,
                        });
                        break;
                    }
                    let copy_list = self.at("=") && self.peek(1).is("{");
                    let init = self.initializer()?;
                    self.declare_value(&name.last().name);
                    let c = spec.cuda;
                    if c.device || c.constant || c.shared || c.managed {
                        // (Reported, and the member kept, so that its uses do not err again.)
                        let _: PResult<()> =
                            self.err(loc, "memory qualifier on data member is not allowed");
                    }
                    self.non_public_data |=
                        self.access != Access::Public && !spec.storage.is_static;
                    body.fields.push(Field {
                        name: Some(name.last().name.clone()),
                        ty,
                        bit_width,
                        is_static: spec.storage.is_static,
                        is_mutable: spec.storage.is_mutable,
                        is_constexpr: spec.storage.is_constexpr,
                        init,
                        copy_list,
                        align: declarator_align.or_else(|| spec.align.clone()),
                        packed: self.layout_attributes.packed,
                        no_unique_address: self.layout_attributes.no_unique_address,
                        access: self.access,
                        loc,
                    });
                }
            }
            if !self.eat(",") {
                break;
            }
        }
        self.expect(";")?;
        Ok(())
    }

    /// A class's enumeration, its enumerators restricted as the members declared here are.
    fn member_enum(&self, body: &mut StructBody, e: Rc<EnumDecl>) {
        if self.access != Access::Public && !e.scoped {
            let restricted = e.items.iter().map(|i| (i.name.clone(), self.access, i.loc));
            body.restricted_enumerators.extend(restricted);
        }
        body.items.push(Item::Enum(e));
    }

    /// Takes `public`, `protected` or `private`.
    fn access_specifier(&mut self) -> Option<Access> {
        let access = match &*self.tok().text {
            "public" => Access::Public,
            "protected" => Access::Protected,
            "private" => Access::Private,
            _ => return None,
        };
        self.bump();
        Some(access)
    }

    fn enum_decl(&mut self) -> PResult<EnumDecl> {
        self.with_own_layout_attributes(Self::enum_decl_inner)
    }

    fn enum_decl_inner(&mut self) -> PResult<EnumDecl> {
        let loc = self.take().loc;
        let scoped = self.eat("class") || self.eat("struct");
        self.attributes()?;
        let name = if self.tok().is_ident() {
            Some(self.take().text)
        } else {
            None
        };
        if let Some(n) = &name {
            self.declare_tag(n);
        }
        let underlying = if self.eat(":") {
            Some(self.type_name()?)
        } else {
            None
        };
        let mut items = Vec::new();
        if self.eat("{") {
            while !self.at("}") {
                let iloc = self.loc();
                let n = self.ident()?;
                // `Red [[deprecated]]`: an enumerator's attributes (its deprecation is its
                // own, not the next declaration's).
                let outer = self.deprecated.take();
                self.attributes()?;
                let deprecated = std::mem::replace(&mut self.deprecated, outer);
                let v = if self.eat("=") {
                    Some(self.cond_expr()?)
                } else {
                    None
                };
                // An unscoped enumerator hides a type of its name from here on (`enum { width =
                // width<long>::value }; (width == 8)`), its own initializer not included.
                if !scoped {
                    self.declare_value(&n);
                }
                items.push(Enumerator {
                    name: n,
                    value: v,
                    loc: iloc,
                    deprecated,
                });
                if !self.eat(",") {
                    break;
                }
            }
            self.expect("}")?;
            // Attributes right after the body are the enumeration's, as GCC reads them.
            if self.at("__attribute__") {
                self.attributes()?;
            }
        }
        Ok(EnumDecl {
            name,
            scoped,
            underlying,
            packed: self.layout_attributes.packed,
            items,
            loc,
        })
    }

    /// A possibly qualified name with template arguments on its segments.
    fn path(&mut self) -> PResult<Path> {
        let global = self.eat("::");
        let mut segments = Segments::new();
        loop {
            // `X<T>::template A<U>`: the keyword says `A` is a template.
            let named_template = self.eat("template");
            let t = self.tok().clone();
            let name: Rc<str> = if t.is("operator") {
                self.operator_name()?
            } else if t.is("~") && self.peek(1).is_ident() {
                self.bump();
                format!("~{}", self.take().text).into()
            } else {
                self.ident()?
            };
            // (Whether the name is a template matters only where a `<` follows it.)
            let template = || {
                let member_template = !segments.is_empty() && self.member_templates.contains(&name);
                // A qualified name is no variable of an enclosing scope.
                let template = match segments.is_empty() && !global {
                    true => {
                        self.is_template_name(&name)
                            || (self.friend_templates.contains(&name) && !self.is_value_name(&name))
                    }
                    false => {
                        self.scopes
                            .iter()
                            .any(|s| s.known.templates.contains(&name))
                            || self
                                .outside
                                .as_ref()
                                .is_some_and(|o| o.templates.contains(&name))
                    }
                };
                template || member_template || named_template
            };
            let targs = if self.at("<") && template() {
                Some(self.template_args()?)
            } else {
                None
            };
            segments.push(Segment { name, targs });
            if self.at("::")
                && (self.peek(1).is_ident() || self.peek(1).is("~") || self.peek(1).is("template"))
            {
                self.bump();
                continue;
            }
            return Ok(Path { global, segments });
        }
    }

    fn operator_name(&mut self) -> PResult<Rc<str>> {
        self.bump();
        let t = self.tok().clone();
        let op: String = if t.is("(") {
            self.bump();
            self.expect(")")?;
            "()".into()
        } else if t.is("[") {
            self.bump();
            self.expect("]")?;
            "[]".into()
        } else if t.kind == TokenKind::Punct && !t.is("::") {
            // `>>` and `>>=` come as `>` then `>` or `>=`, touching (see `at_shift`).
            let second = self.peek(1).clone();
            let shift = t.is(">") && (second.is(">") || second.is(">=")) && touching(&t, &second);
            self.bump();
            if shift {
                self.bump();
                format!(">{}", second.text)
            } else {
                t.text.to_string()
            }
        } else if t.is("new") || t.is("delete") {
            self.bump();
            let array = self.eat("[");
            if array {
                self.expect("]")?;
            }
            format!(" {}{}", t.text, if array { "[]" } else { "" })
        } else if t.kind == TokenKind::Str && &*t.text == "\"\"" && self.peek(1).is_ident() {
            // A literal operator: `operator""_kb`.
            self.bump();
            format!("\"\"{}", self.take().text)
        } else {
            // Conversion operator: `operator float`, `operator T*`; the parameter list that
            // follows belongs to the function, not to the type.
            let (mut ty, _) = self.decl_specifiers()?;
            loop {
                if self.eat("*") {
                    ty = TypeExpr::Pointer(Box::new(ty));
                } else if let Some(kind) = self.reference_declarator() {
                    ty = TypeExpr::Reference(Box::new(ty), kind);
                } else {
                    break;
                }
            }
            let name = format!("operator {}", type_key(&ty));
            self.conversion_target = Some(ty);
            return Ok(name.into());
        };
        Ok(format!("operator{op}").into())
    }

    fn template_args(&mut self) -> PResult<Vec<TemplateArg>> {
        // A list that failed once fails again: reading `A<A<A<...` that never closes tries each
        // level as a type and as an expression, which without this is exponential in the depth.
        let start = self.pos;
        if let Some((end, errors)) = self.failed_template_args.get(&start) {
            self.pos = *end;
            self.errors.extend(errors.iter().cloned());
            return Err(());
        }
        let before = self.errors.len();
        let args = self.template_args_here();
        if args.is_err() {
            let errors = self.errors.get(before..).unwrap_or_default().to_vec();
            self.failed_template_args.insert(start, (self.pos, errors));
        }
        args
    }

    /// [`Parser::template_args`], read.
    fn template_args_here(&mut self) -> PResult<Vec<TemplateArg>> {
        self.expect("<")?;
        let mut args = Vec::new();
        self.with_no_gt(|p| {
            while !p.at(">") {
                if p.is_type_start() && !p.looks_like_value() {
                    args.push(p.type_or_value_argument()?);
                } else {
                    let e = p.cond_expr()?;
                    args.push(TemplateArg::Expr(p.pack_expansion(e)));
                }
                if !p.eat(",") {
                    break;
                }
            }
            Ok(())
        })?;
        self.expect(">")?;
        Ok(args)
    }

    /// A template argument that starts like a type: the type, where one ends the argument;
    /// else the expression it is (`bool((N) != -1 && M)`, `bool(int(N) & 2) ? 1 : 2`: a
    /// functional cast, not a function type).
    fn type_or_value_argument(&mut self) -> PResult<TemplateArg> {
        let (start, errors) = (self.pos, self.errors.len());
        let ty = self.type_name();
        if ty.is_ok() && (self.at(",") || self.at(">") || self.at("...")) {
            return ty.map(TemplateArg::Type);
        }
        let (type_end, type_errors) = (self.pos, self.errors.split_off(errors));
        self.pos = start;
        match self.cond_expr() {
            Ok(e) if self.at(",") || self.at(">") || self.at("...") => {
                Ok(TemplateArg::Expr(self.pack_expansion(e)))
            }
            // Neither: what reading it as a type found.
            _ => {
                self.errors.truncate(errors);
                self.errors.extend(type_errors);
                self.pos = type_end;
                ty.map(TemplateArg::Type)
            }
        }
    }

    /// In a template argument that starts like a type, whether it is a value: a functional
    /// cast of a builtin or named type whose parentheses hold an expression (`bool(B::value)`,
    /// `std::size_t(4)`), not a parameter list (`void(int)`, `int(*)(float)`), or a braced one
    /// (`std::uint64_t{3}`).
    fn looks_like_value(&self) -> bool {
        let t = self.tok();
        let after = if BUILTIN_WORDS.contains(&&*t.text) {
            self.pos + 1
        } else if t.is_ident()
            && !is_reserved(&t.text)
            && !SPECIFIER_WORDS.contains(&&*t.text)
            && !TYPEOF_WORDS.contains(&&*t.text)
            || t.is("::")
        {
            let start = self.pos + usize::from(t.is("::"));
            self.after_qualified_name(start)
        } else {
            return false;
        };
        let at = |k: usize, s: &str| self.toks.get(k).is_some_and(|t| t.is(s));
        if at(after, "{") {
            return !BUILTIN_WORDS.contains(&&*t.text) || after == self.pos + 1;
        }
        if !at(after, "(") {
            return false;
        }
        let declarator = ["(", ")", "*", "&", "&&", "..."]
            .iter()
            .any(|p| at(after + 1, p));
        !declarator && !self.is_type_start_at(after + 1)
    }

    fn with_no_gt<T>(&mut self, f: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        self.with_gt_closing(true, f)
    }

    /// `f` with `>` closing a template argument list (`no_gt`) or not, as inside parentheses.
    fn with_gt_closing<T>(
        &mut self,
        no_gt: bool,
        f: impl FnOnce(&mut Self) -> PResult<T>,
    ) -> PResult<T> {
        let saved = self.no_gt;
        self.no_gt = no_gt;
        let r = f(self);
        self.no_gt = saved;
        r
    }

    /// The parenthesized types of an operation trait's built-in (`(T, Args...)`), as its
    /// operation's operands.
    fn operation_operands(
        &mut self,
        operation: Operation,
        operands: OperationOperands,
        loc: Loc,
    ) -> PResult<Vec<TypeExpr>> {
        self.expect("(")?;
        let mut written = Vec::new();
        loop {
            let t = self.type_name()?;
            written.push(match self.eat("...") {
                true => TypeExpr::PackExpansion(Box::new(t)),
                false => t,
            });
            if !self.eat(",") {
                break;
            }
        }
        self.expect(")")?;
        let one = operands != OperationOperands::Written || operation == Operation::Destroy;
        if one && written.len() != 1 {
            return self.err(loc, "wrong number of type arguments: expected one");
        }
        // (With a pack among them, the lowering counts them once it is expanded.)
        let expanded = written
            .iter()
            .any(|t| matches!(t, TypeExpr::PackExpansion(_)));
        let written_pair = operands == OperationOperands::Written && operation == Operation::Assign;
        if written_pair && written.len() != 2 && !expanded {
            return self.err(loc, "wrong number of type arguments: expected two");
        }
        let reference = |t: TypeExpr| TypeExpr::Reference(Box::new(t), RefKind::Lvalue);
        let constant = |t: TypeExpr| {
            let quals = Quals {
                is_const: true,
                ..Quals::default()
            };
            TypeExpr::Qualified(Box::new(t), quals)
        };
        Ok(match operands {
            OperationOperands::Written | OperationOperands::Default => written,
            OperationOperands::Copy => {
                let t = written.remove(0);
                vec![t.clone(), reference(constant(t))]
            }
            OperationOperands::CopyAssign => {
                let t = written.remove(0);
                vec![reference(t.clone()), reference(constant(t))]
            }
        })
    }

    /// A type as written in a cast, `sizeof`, template argument or `new`: specifiers and an
    /// abstract declarator.
    fn type_name(&mut self) -> PResult<TypeExpr> {
        Ok(self.type_name_with_alignment()?.0)
    }

    /// A type-id with the alignment an attribute among its specifiers or after it gives
    /// (`int __attribute__((aligned(8)))` in `using A = ...;`).
    fn type_name_with_alignment(&mut self) -> PResult<(TypeExpr, Option<Expr>)> {
        let (base, spec) = self.decl_specifiers()?;
        let (name, ty) = self.possibly_abstract_declarator(base)?;
        if let Some(n) = name {
            return self.err(
                self.loc(),
                format!("unexpected name '{}' in type", n.last().name),
            );
        }
        let align = self.attributes()?.or(spec.align);
        Ok((ty, align))
    }

    /// [`Parser::declarator`] where it may be abstract: a parameter's or a type-id's.
    fn possibly_abstract_declarator(
        &mut self,
        base: TypeExpr,
    ) -> PResult<(Option<Path>, TypeExpr)> {
        let outer = std::mem::replace(&mut self.abstract_declarator, true);
        let declarator = self.declarator(base);
        self.abstract_declarator = outer;
        declarator
    }

    /// A (possibly abstract) declarator applied to `base`: pointers, references, a name, array
    /// and function suffixes, and parenthesized inner declarators (`(*fp)(int)`).
    fn declarator(&mut self, base: TypeExpr) -> PResult<(Option<Path>, TypeExpr)> {
        self.enter()?;
        let r = self.declarator_inner(base);
        self.leave();
        r
    }

    /// The `*`, `&`, `&&`, `C::*` (with their qualifiers) and attributes before a
    /// declarator's name, applied to `ty`.
    fn pointer_declarator_prefix(&mut self, mut ty: TypeExpr) -> PResult<TypeExpr> {
        loop {
            if self.eat("*") {
                ty = TypeExpr::Pointer(Box::new(ty));
                let q = self.cv_qualifiers();
                if q != Quals::default() {
                    ty = TypeExpr::Qualified(Box::new(ty), q);
                }
            } else if self.member_pointer_at(self.pos) {
                let class = self.path()?;
                self.expect("::")?;
                self.expect("*")?;
                ty = TypeExpr::MemberPointer {
                    class,
                    member: Box::new(ty),
                };
                let q = self.cv_qualifiers();
                if q != Quals::default() {
                    ty = TypeExpr::Qualified(Box::new(ty), q);
                }
            } else if let Some(kind) = self.reference_declarator() {
                ty = TypeExpr::Reference(Box::new(ty), kind);
                while self.eat("__restrict__") || self.eat("__restrict") {}
            } else if self.at("__attribute__") {
                self.attributes()?;
            } else if self.eat("__device__") {
                self.late_cuda.device = true;
            } else if self.eat("__host__") {
                self.late_cuda.host = true;
            } else if self.eat("__global__") {
                self.late_cuda.global = true;
            } else if self.eat("__forceinline__") || self.eat("__noinline__") {
            } else {
                return Ok(ty);
            }
        }
    }

    /// Adds to `spec` the execution spaces the declarator read after the type.
    fn late_execution_spaces(&mut self, spec: &mut DeclSpec) {
        let late = std::mem::take(&mut self.late_cuda);
        spec.cuda.device |= late.device;
        spec.cuda.host |= late.host;
        spec.cuda.global |= late.global;
    }

    fn declarator_inner(&mut self, ty: TypeExpr) -> PResult<(Option<Path>, TypeExpr)> {
        let ty = self.pointer_declarator_prefix(ty)?;
        // A parenthesized declarator, unless the parenthesis opens a parameter list: a
        // pointer's, or a name alone (`int (y) = 4;`, `int (f)(int);`; in a declaration, a
        // function's name even where a type has it, which the function then hides).
        let name_alone = self.peek(1).is_ident()
            && !is_reserved(&self.peek(1).text)
            && !(self.abstract_declarator && self.is_type_name(&self.peek(1).text))
            && self.peek(2).is(")");
        if self.at("(")
            && (self.peek(1).is("*")
                || self.peek(1).is("&")
                || self.peek(1).is("&&")
                || self.peek(1).is("^")
                || self.member_pointer_at(self.pos + 1)
                || self.peek(1).is("operator")
                || name_alone)
        {
            self.bump();
            let placeholder = TypeExpr::Builtin(Builtin::Void);
            let (name, inner) = self.declarator(placeholder)?;
            self.expect(")")?;
            let outer = self.declarator_suffixes(ty)?;
            // `int (C::*)(int) const`: a pointer to a `const` member function, whose type
            // is the function type qualified. (Those of a parenthesized name, `V
            // (operator+)(V) const`, are the member function's.)
            let named_alone = matches!(inner, TypeExpr::Builtin(Builtin::Void));
            let outer = match matches!(outer, TypeExpr::Function(..)) && !named_alone {
                true => self.method_qualifiers(outer),
                false => outer,
            };
            // `int (*p)(int) noexcept`: whether the function may throw is no part of the type
            // here (a pointer to a function that may not converts to one that may).
            if matches!(outer, TypeExpr::Function(..) | TypeExpr::Qualified(..))
                && !named_alone
                && (self.at("noexcept") || self.at("throw"))
            {
                self.exception_spec()?;
            }
            let mut outer = outer;
            if !named_alone {
                self.trailing_return(&mut outer)?;
            }
            return Ok((name, substitute_placeholder(inner, outer)));
        }
        let pack = self.eat("...");
        let name = if self.tok().is_ident() && !is_reserved(&self.tok().text)
            || self.at("operator")
            || (self.at("~") && self.peek(1).is_ident())
            || (self.at("::") && self.peek(1).is_ident())
        {
            Some(self.path()?)
        } else {
            None
        };
        if let Some(class) = name.as_ref().and_then(member_of) {
            self.enter_class_scope(&class);
        }
        // `int v [[maybe_unused]] = 3;`: attributes of the declared entity.
        if name.is_some() {
            self.standard_attributes()?;
        }
        let mut ty = self.declarator_suffixes(ty)?;
        // A function type written alone with qualifiers (`is_function<int(int) const>`): a
        // `const` member function's type.
        if name.is_none() && matches!(ty, TypeExpr::Function(..)) {
            ty = self.method_qualifiers(ty);
            if self.at("noexcept") || self.at("throw") {
                self.exception_spec()?;
            }
            self.trailing_return(&mut ty)?;
        }
        if pack {
            return Ok((name, TypeExpr::PackExpansion(Box::new(ty))));
        }
        Ok((name, ty))
    }

    /// The return type written after a function type whose return type is `auto` (`auto
    /// (Is...) -> R`, `auto (*f)(int) -> int`), where one follows.
    fn trailing_return(&mut self, ty: &mut TypeExpr) -> PResult<()> {
        if let (true, TypeExpr::Function(ret, ..)) = (self.at("->"), ty) {
            if **ret == TypeExpr::Auto {
                self.bump();
                **ret = self.type_name()?;
            }
        }
        Ok(())
    }

    /// A member function type's qualifiers after its parameters (`const`, `volatile`, `&`,
    /// `&&`), where there are any: the function type `f` qualified.
    fn method_qualifiers(&mut self, f: TypeExpr) -> TypeExpr {
        let mut q = self.cv_qualifiers();
        if let Some(kind) = self.method_reference() {
            q.method_ref = Some(kind);
        }
        match q == Quals::default() {
            true => f,
            false => TypeExpr::Qualified(Box::new(f), q),
        }
    }

    /// A member function type's reference qualifier: `&` or `&&` before what ends the type
    /// (`int (C::*p)() & = ...`, `is_function<int() &&>`).
    fn method_reference(&mut self) -> Option<RefKind> {
        let kind = match &*self.tok().text {
            "&" => RefKind::Lvalue,
            "&&" => RefKind::Rvalue,
            _ => return None,
        };
        let ends = [")", ",", ">", ";", "=", "{", "noexcept", "throw", "->"];
        let next = self.peek(1);
        (ends.iter().any(|t| next.is(t)) || next.text.starts_with('>')).then(|| {
            self.bump();
            kind
        })
    }

    /// `const` and `volatile` (and `restrict`, which changes nothing here) after a pointer.
    fn cv_qualifiers(&mut self) -> Quals {
        let mut q = Quals::default();
        loop {
            if self.eat("const") {
                q.is_const = true;
            } else if self.eat("volatile") {
                q.is_volatile = true;
            } else if !(self.eat("__restrict__") || self.eat("__restrict")) {
                return q;
            }
        }
    }

    /// Whether the tokens from `i` are a class name followed by `::operator` (`C::operator`,
    /// `ns::C<T>::operator`): a conversion function defined outside its class.
    fn qualified_operator_at(&self, i: usize) -> bool {
        self.qualified_name_then(i, "operator")
    }

    /// Whether the tokens from `i` are a class name followed by `::*`: the start of a pointer
    /// to member declarator (`C::*`, `ns::C<T>::*`).
    fn member_pointer_at(&self, mut i: usize) -> bool {
        if self.toks.get(i).is_some_and(|t| t.is("::")) {
            i += 1;
        }
        self.qualified_name_then(i, "*")
    }

    /// Whether the tokens from `i` are a qualified name (`ns::C<T>`) whose last `::` is followed
    /// by `next`.
    fn qualified_name_then(&self, mut i: usize, next: &str) -> bool {
        loop {
            let Some(t) = self.toks.get(i) else {
                return false;
            };
            if !t.is_ident() || is_reserved(&t.text) {
                return false;
            }
            i += 1;
            if self.toks.get(i).is_some_and(|t| t.is("<")) && self.is_template_name(&t.text) {
                i = self.skip_angles(i);
            }
            if !self.toks.get(i).is_some_and(|t| t.is("::")) {
                return false;
            }
            i += 1;
            if self.toks.get(i).is_some_and(|t| t.is(next)) {
                return true;
            }
        }
    }

    fn declarator_suffixes(&mut self, ty: TypeExpr) -> PResult<TypeExpr> {
        if self.at("[") {
            return self.array_suffixes(ty);
        }
        if self.at("(") {
            let open = self.pos;
            self.bump();
            let (params, variadic) = self.params()?;
            self.expect(")")?;
            self.last_params = (open, self.pos - 1);
            return Ok(TypeExpr::Function(Box::new(ty), params, variadic));
        }
        Ok(ty)
    }

    /// `[n]...` after a declarator's name. A parenthesis after them opens an initializer
    /// (C++20's `int a[3](1, 2, 3)`): no array holds functions.
    fn array_suffixes(&mut self, ty: TypeExpr) -> PResult<TypeExpr> {
        if !self.eat("[") {
            return Ok(ty);
        }
        let size = if self.at("]") {
            None
        } else {
            Some(Box::new(self.expr()?))
        };
        self.expect("]")?;
        let inner = self.array_suffixes(ty)?;
        Ok(TypeExpr::Array(Box::new(inner), size))
    }

    fn params(&mut self) -> PResult<(Vec<Param>, bool)> {
        let mut params = Vec::new();
        if self.at("void") && self.peek(1).is(")") {
            self.bump();
            return Ok((params, false));
        }
        while !self.at(")") {
            if self.eat("...") {
                return Ok((params, true));
            }
            self.standard_attributes()?;
            let loc = self.loc();
            let (base, spec) = self.decl_specifiers()?;
            let (name, mut ty) = self.possibly_abstract_declarator(base)?;
            if let Some((concept, _)) = &spec.placeholder {
                self.invent_for_constrained_placeholder(concept, &mut ty);
            }
            self.attributes()?;
            let default = if self.eat("=") {
                Some(self.braced_or_assign_expr()?)
            } else {
                None
            };
            params.push(Param {
                name: name.map(|n| n.last().name.clone()),
                ty,
                default,
                loc,
            });
            if !self.eat(",") {
                break;
            }
        }
        Ok((params, false))
    }

    fn initializer(&mut self) -> PResult<Option<Expr>> {
        if self.eat("=") {
            if self.at("{") {
                let loc = self.loc();
                return Ok(Some(Expr {
                    kind: ExprKind::InitList(self.brace_list()?),
                    loc,
                }));
            }
            return Ok(Some(self.assign_expr()?));
        }
        if self.at("{") {
            let loc = self.loc();
            return Ok(Some(Expr {
                kind: ExprKind::InitList(self.brace_list()?),
                loc,
            }));
        }
        if self.at("(") {
            // Direct initialization `T x(a, b)`: a construction with the declared type.
            let loc = self.loc();
            let args = self.call_args()?;
            return Ok(Some(Expr {
                kind: ExprKind::Construct(TypeExpr::Auto, args, false),
                loc,
            }));
        }
        Ok(None)
    }

    /// An item of an argument or initializer list: a braced list, or an expression (a pack
    /// expansion where `...` follows).
    fn list_item(&mut self) -> PResult<Expr> {
        let e = self.braced_or_assign_expr()?;
        Ok(match e.kind {
            ExprKind::InitList(_) => e,
            _ => self.pack_expansion(e),
        })
    }

    /// A braced list (`{}`, `{1, 2}`) or an assignment expression: what an argument, a list's
    /// item or a default argument is.
    fn braced_or_assign_expr(&mut self) -> PResult<Expr> {
        if self.at("{") {
            let loc = self.loc();
            return Ok(Expr {
                kind: ExprKind::InitList(self.brace_list()?),
                loc,
            });
        }
        self.assign_expr()
    }

    fn brace_list(&mut self) -> PResult<Vec<Expr>> {
        self.enter()?;
        let r = (|| {
            self.expect("{")?;
            let mut items = Vec::new();
            while !self.at("}") {
                // Designators `.x = 1`, `.in = {...}`, `.in{...}`.
                if self.at(".")
                    && self.peek(1).is_ident()
                    && (self.peek(2).is("=") || self.peek(2).is("{"))
                {
                    self.bump();
                    let loc = self.loc();
                    let name = self.tok().text.clone();
                    self.bump();
                    self.eat("=");
                    let value = self.list_item()?;
                    items.push(Expr {
                        kind: ExprKind::Designated(name, Box::new(value)),
                        loc,
                    });
                    if !self.eat(",") {
                        break;
                    }
                    continue;
                }
                // An array's `[2] = x` (C's, which GNU C++ takes): the elements skipped are
                // value-initialized. Indices must be literals in increasing order.
                if self.at("[") && self.peek(2).is("]") && self.peek(3).is("=") {
                    let at = self.peek(1).clone();
                    let index = match at.kind {
                        TokenKind::Number => at.text.parse::<usize>().ok(),
                        _ => None,
                    };
                    match index {
                        Some(i) if i >= items.len() && i - items.len() <= 1 << 16 => {
                            while items.len() < i {
                                items.push(Expr {
                                    kind: ExprKind::InitList(Vec::new()),
                                    loc: at.loc,
                                });
                            }
                        }
                        _ => {
                            return self.err(
                                at.loc,
                                "array designators are supported as integer literals in increasing order",
                            )
                        }
                    }
                    for _ in 0..4 {
                        self.bump();
                    }
                }
                items.push(self.list_item()?);
                if !self.eat(",") {
                    break;
                }
            }
            self.expect("}")?;
            Ok(items)
        })();
        self.leave();
        r
    }

    // ---- statements ----

    fn compound(&mut self) -> PResult<Vec<Stmt>> {
        self.expect("{")?;
        self.push_scope();
        let mut stmts = Vec::new();
        let mut failed = false;
        while !self.at("}") && !self.tok().is_eof() {
            match self.stmt() {
                Ok(s) => {
                    stmts.push(s);
                    stmts.append(&mut self.later_statements);
                }
                Err(()) => {
                    // Recover at the next statement boundary so later errors are reported too.
                    failed = true;
                    self.recover_stmt();
                }
            }
        }
        self.pop_scope();
        self.expect("}")?;
        if failed {
            return Err(());
        }
        Ok(stmts)
    }

    fn recover_stmt(&mut self) {
        let mut depth = 0i32;
        loop {
            let t = self.tok();
            if t.is_eof() {
                return;
            }
            if t.is("{") || t.is("(") || t.is("[") {
                depth += 1;
            } else if t.is(")") || t.is("]") {
                depth -= 1;
            } else if t.is("}") {
                if depth <= 0 {
                    return;
                }
                depth -= 1;
                if depth == 0 {
                    self.bump();
                    return;
                }
            } else if t.is(";") && depth <= 0 {
                self.bump();
                return;
            }
            self.bump();
        }
        // unreachable: the loop returns
    }

    fn stmt(&mut self) -> PResult<Stmt> {
        self.enter()?;
        let r = self.stmt_inner();
        self.leave();
        r
    }

    /// The statement a `switch`, `if`, `else` or loop controls: a label there (`switch (x)
    /// case 1: r = 11;`) labels the statement after it, which the two make one block with.
    fn substatement(&mut self) -> PResult<Stmt> {
        let mut labelled = Vec::new();
        loop {
            let s = self.stmt()?;
            let label = matches!(s, Stmt::Case(..) | Stmt::Default(_) | Stmt::Label(..));
            labelled.push(s);
            labelled.append(&mut self.later_statements);
            if !label || self.at("}") || self.tok().is_eof() {
                break;
            }
        }
        Ok(match labelled.len() {
            1 => labelled.remove(0),
            _ => Stmt::Block(labelled),
        })
    }

    /// `if (...) ... else if (...) ... else ...`: the chain is read in a loop, not by
    /// recursion, so that its length is not limited by the nesting depth. Each condition's
    /// scope lasts to the end of the chain, as its `else` is inside it.
    fn if_chain(&mut self) -> PResult<Stmt> {
        let mut clauses = Vec::new();
        let mut last_else = None;
        // What a link's condition declares is in scope in every later link, as each is nested
        // in the one before: one scope serves them all, so lookups do not walk a scope per
        // link of a long `else if` chain.
        self.push_scope();
        let result = loop {
            let loc = self.loc();
            self.bump();
            let is_constexpr = self.eat("constexpr");
            if let Err(e) = self.expect("(") {
                break Err(e);
            }
            let clause = self.condition_with_init().and_then(|(init, cond)| {
                self.expect(")")?;
                Ok((init, cond, self.substatement()?, is_constexpr, loc))
            });
            match clause {
                Ok(c) => clauses.push(c),
                Err(e) => break Err(e),
            }
            if !self.eat("else") {
                break Ok(());
            }
            if !self.at("if") {
                match self.substatement() {
                    Ok(s) => last_else = Some(Box::new(s)),
                    Err(e) => break Err(e),
                }
                break Ok(());
            }
        };
        self.pop_scope();
        result?;
        let mut chain = last_else;
        for (init, cond, then, is_constexpr, loc) in clauses.into_iter().rev() {
            let link = Stmt::If {
                cond: Box::new(cond),
                then: Box::new(then),
                els: chain,
                is_constexpr,
                loc,
            };
            // `if (init; cond)`: the init-statement's scope is the whole `if`.
            chain = Some(Box::new(match init {
                Some(init) => Stmt::Block(vec![init, link]),
                None => link,
            }));
        }
        chain.map(|s| *s).ok_or(())
    }

    /// What a `switch` switches on: an expression or a declared variable, after an optional
    /// init-statement; a declaration becomes the init-statement and its name the expression.
    fn switch_head(&mut self) -> PResult<(Vec<Stmt>, Expr)> {
        let (init, cond) = self.condition_with_init()?;
        let loc = self.loc();
        let (declared, cond) = match cond {
            Stmt::Expr(e) => (None, e),
            Stmt::Decl(d) => {
                let name = Path::simple(d[0].name.clone());
                let e = Expr {
                    kind: ExprKind::Name(name),
                    loc,
                };
                (Some(Stmt::Decl(d)), e)
            }
            _ => return self.err(loc, "expected an expression in a switch"),
        };
        Ok((init.into_iter().chain(declared).collect(), cond))
    }

    /// A condition, after the init-statement C++17 allows before it (`if (int d = f(); d > 0)`,
    /// `switch (auto k = key(); k)`).
    fn condition_with_init(&mut self) -> PResult<(Option<Stmt>, Stmt)> {
        if self.is_decl_start() {
            // A declaration statement (`Probe p(x);`, `int a = 1, b = 2;`) is an init-statement;
            // anything else is read again as the condition's declaration.
            let (start, errors, depth) = (self.pos, self.errors.len(), self.depth);
            match self.local_decl() {
                Ok(init) => return Ok((Some(init), self.condition()?)),
                Err(()) => {
                    (self.pos, self.depth) = (start, depth);
                    self.errors.truncate(errors);
                }
            }
        }
        let first = self.condition()?;
        if self.eat(";") {
            return Ok((Some(first), self.condition()?));
        }
        Ok((None, first))
    }

    fn stmt_inner(&mut self) -> PResult<Stmt> {
        self.standard_attributes()?;
        let loc = self.loc();
        let t = self.tok().clone();
        if t.kind == TokenKind::Pragma {
            // A pragma is no statement of its own: before a statement (the body of a `for`
            // or an `if` included) it is that statement's. `#pragma pack` sets the packing
            // of the classes after it, in a function as outside one.
            let mut last = None;
            while self.tok().kind == TokenKind::Pragma {
                if self.tok().text.starts_with("pack") {
                    self.pragma();
                } else {
                    last = Some(self.take().text);
                }
            }
            if self.at("}") || self.tok().is_eof() {
                return Ok(last.map_or(Stmt::Empty, Stmt::Pragma));
            }
            return self.stmt_inner();
        }
        match &*t.text {
            "{" if t.kind == TokenKind::Punct => return Ok(Stmt::Block(self.compound()?)),
            ";" if t.kind == TokenKind::Punct => {
                self.bump();
                return Ok(Stmt::Empty);
            }
            "if" => return self.if_chain(),
            "while" => {
                self.bump();
                self.expect("(")?;
                self.push_scope();
                let cond = self.condition()?;
                self.expect(")")?;
                let body = Box::new(self.substatement()?);
                self.pop_scope();
                return Ok(Stmt::While {
                    cond: Box::new(cond),
                    body,
                    loc,
                });
            }
            "do" => {
                self.bump();
                let body = Box::new(self.substatement()?);
                self.expect("while")?;
                self.expect("(")?;
                let cond = self.expr()?;
                self.expect(")")?;
                self.expect(";")?;
                return Ok(Stmt::DoWhile { body, cond, loc });
            }
            "for" => {
                self.bump();
                self.expect("(")?;
                self.push_scope();
                let r = (|| {
                    self.standard_attributes()?;
                    if let Some(range_for) = self.range_for(loc)? {
                        return Ok(range_for);
                    }
                    let init = if self.eat(";") {
                        None
                    } else if self.is_decl_start() {
                        Some(Box::new(self.local_decl()?))
                    } else {
                        let e = self.expr()?;
                        self.expect(";")?;
                        Some(Box::new(Stmt::Expr(e)))
                    };
                    // C++20's `for (init; decl : range)`: the init-statement's scope is the
                    // loop's.
                    if let Some(init) = &init {
                        if let Some(range_for) = self.range_for(loc)? {
                            return Ok(Stmt::Block(vec![(**init).clone(), range_for]));
                        }
                    }
                    if self.at(":") {
                        return self.err(
                            self.loc(),
                            "range-based for loops are not supported in device code",
                        );
                    }
                    let cond = if self.at(";") {
                        None
                    } else {
                        Some(Box::new(self.condition()?))
                    };
                    self.expect(";")?;
                    let step = if self.at(")") {
                        None
                    } else {
                        Some(self.expr()?)
                    };
                    self.expect(")")?;
                    let body = Box::new(self.substatement()?);
                    Ok(Stmt::For {
                        init,
                        cond,
                        step,
                        body,
                        loc,
                    })
                })();
                self.pop_scope();
                return r;
            }
            "switch" => {
                self.bump();
                self.expect("(")?;
                self.push_scope();
                let rest = self.switch_head().and_then(|(init, cond)| {
                    self.expect(")")?;
                    Ok((init, cond, self.substatement()?))
                });
                self.pop_scope();
                let (mut init, cond, body) = rest?;
                let switch = Stmt::Switch {
                    cond,
                    body: Box::new(body),
                    loc,
                };
                // `switch (init; cond)`: the init-statement's scope is the whole `switch`.
                if init.is_empty() {
                    return Ok(switch);
                }
                init.push(switch);
                return Ok(Stmt::Block(init));
            }
            "case" => {
                self.bump();
                let e = self.cond_expr()?;
                let high = match self.eat("...") {
                    true => Some(self.cond_expr()?),
                    false => None,
                };
                self.expect(":")?;
                return Ok(Stmt::Case(e, high, loc));
            }
            "default" if self.peek(1).is(":") => {
                self.bump();
                self.bump();
                return Ok(Stmt::Default(loc));
            }
            "return" => {
                self.bump();
                let e = if self.at(";") {
                    None
                } else if self.at("{") {
                    Some(Expr {
                        kind: ExprKind::InitList(self.brace_list()?),
                        loc: self.loc(),
                    })
                } else if self.returns_decltype_auto {
                    Some(self.decltype_operand(Self::expr)?)
                } else {
                    Some(self.expr()?)
                };
                self.expect(";")?;
                return Ok(Stmt::Return(e, loc));
            }
            "break" => {
                self.bump();
                self.expect(";")?;
                return Ok(Stmt::Break(loc));
            }
            "continue" => {
                self.bump();
                self.expect(";")?;
                return Ok(Stmt::Continue(loc));
            }
            // `try { } catch (...) { }`: read whole, and refused with nvcc's message (measured).
            "try" => {
                self.bump();
                self.compound()?;
                while self.eat("catch") {
                    self.skip_balanced()?;
                    self.compound()?;
                }
                // (The function is still declared: its calls report nothing more.)
                let _: PResult<()> =
                    self.err(loc, "device code does not support exception handling");
                return Ok(Stmt::Empty);
            }
            "goto" => {
                self.bump();
                let l = self.ident()?;
                self.expect(";")?;
                return Ok(Stmt::Goto(l, loc));
            }
            "typedef" | "using" | "static_assert" | "namespace" => {
                let mut items = self.item()?;
                return Ok(match items.pop() {
                    Some(i) => Stmt::LocalItem(i),
                    None => Stmt::Empty,
                });
            }
            "template" => {
                return self.err(loc, "a template declaration cannot appear at block scope")
            }
            _ => {}
        }
        if matches!(&*t.text, "asm" | "__asm__" | "__asm") && t.is_ident() {
            return self.inline_asm();
        }
        if t.is_ident() && self.peek(1).is(":") && !self.peek(1).is("::") && !is_reserved(&t.text) {
            self.bump();
            self.bump();
            return Ok(Stmt::Label(t.text, loc));
        }
        if self.is_decl_start() {
            return self.local_decl();
        }
        // `Name var = ...` where `Name` is no type in scope: say so, rather than "expected ';'".
        let (next, after) = (self.peek(1), self.peek(2));
        let unknown_type = t.is_ident()
            && !is_reserved(&t.text)
            && next.is_ident()
            && !is_reserved(&next.text)
            && ["=", ";", ",", "(", "[", "{"].iter().any(|p| after.is(p));
        if unknown_type {
            return self.unknown_type(&t);
        }
        let e = self.expr()?;
        self.expect(";")?;
        Ok(Stmt::Expr(e))
    }

    /// `asm [volatile] ("text" [: outputs [: inputs [: clobbers]]]);`
    fn inline_asm(&mut self) -> PResult<Stmt> {
        let loc = self.take().loc;
        let volatile = self.eat("volatile") || self.eat("__volatile__");
        self.expect("(")?;
        let text = self.string_literal()?.bytes;
        // Outputs, inputs, clobbers; `::` passes over an empty section.
        let mut sections: Vec<Vec<AsmOperand>> = Vec::new();
        let mut clobbers = Vec::new();
        loop {
            if self.eat("::") {
                sections.push(Vec::new());
            } else if !self.eat(":") {
                break;
            }
            if sections.len() >= 2 {
                while self.tok().kind == TokenKind::Str {
                    clobbers.push(self.string_literal()?.bytes);
                    if !self.eat(",") {
                        break;
                    }
                }
                break;
            }
            let mut operands = Vec::new();
            while self.tok().kind == TokenKind::Str {
                let oloc = self.loc();
                let constraint = self.string_literal()?.bytes;
                self.expect("(")?;
                let expr = self.expr()?;
                self.expect(")")?;
                operands.push(AsmOperand {
                    constraint,
                    expr,
                    loc: oloc,
                });
                // nvcc also takes operands written without the comma between them (NVIDIA's
                // own samples have `:: "r"(v) "l"(p)`).
                if !self.eat(",") && self.tok().kind != TokenKind::Str {
                    break;
                }
            }
            sections.push(operands);
        }
        self.expect(")")?;
        self.expect(";")?;
        let mut sections = sections.into_iter();
        Ok(Stmt::Asm(Rc::new(InlineAsm {
            text,
            outputs: sections.next().unwrap_or_default(),
            inputs: sections.next().unwrap_or_default(),
            clobbers,
            volatile,
            loc,
        })))
    }

    /// A string literal and those written after it, joined: the encoding is the one a prefix
    /// names (C++ joins an unprefixed piece in it; two different prefixes are an error).
    fn string_literal(&mut self) -> PResult<StringLiteral> {
        Ok(self.joined_string_literal(false)?.0)
    }

    /// [`Self::string_literal`], where with `suffixes` each piece may carry a user-defined
    /// literal's suffix (`"ab"_k "cd"` is `"abcd"_k`): the one suffix they carry, if any (two
    /// different ones are an error).
    fn joined_string_literal(&mut self, suffixes: bool) -> PResult<(StringLiteral, Option<Token>)> {
        if self.tok().kind != TokenKind::Str {
            let loc = self.loc();
            return self.err(loc, "expected a string literal");
        }
        let mut pieces = Vec::new();
        let mut suffix: Option<Token> = None;
        while self.tok().kind == TokenKind::Str {
            pieces.push(self.tok().clone());
            self.bump();
            if suffixes && (self.literal_suffix_ahead() || self.standard_string_suffix_ahead()) {
                let t = self.tok().clone();
                match &suffix {
                    Some(first) if first.text != t.text => {
                        return self.err(
                            t.loc,
                            format!(
                                "inconsistent user-defined literal suffixes '{}' and '{}' in \
                                 string literal",
                                first.text, t.text
                            ),
                        )
                    }
                    _ => suffix = Some(t),
                }
                self.bump();
            }
        }
        let mut encoding = Encoding::Plain;
        for piece in &pieces {
            match (encoding, Encoding::of_literal(&piece.text)) {
                (_, Encoding::Plain) => {}
                (Encoding::Plain, named) => encoding = named,
                (e, named) if e == named => {}
                _ => {
                    return self.err(
                        piece.loc,
                        "string literals with different character kinds cannot be concatenated",
                    )
                }
            }
        }
        let mut bytes = Vec::new();
        for piece in &pieces {
            for unit in self.unescape(piece, '"', encoding)? {
                bytes.extend_from_slice(&unit.to_le_bytes()[..encoding.unit_bytes()]);
            }
        }
        Ok((StringLiteral { bytes, encoding }, suffix))
    }

    /// Whether a declaration starts here (rather than an expression statement). A type name
    /// followed by `(` or `{` is a functional cast, except `T (*p)` style declarators.
    fn is_decl_start(&self) -> bool {
        if self.concept_ahead() {
            return self.constrained_placeholder_ahead();
        }
        if !self.is_type_start() {
            return false;
        }
        let t = self.tok();
        // `int (*p)` and `int (&r)[3]` declare (an arithmetic type is never made from an
        // address).
        if BUILTIN_WORDS.contains(&&*t.text)
            && (self.peek(1).is("(") || self.peek(1).is("{"))
            && !matches!(&*self.peek(2).text, "*" | "&" | "&&")
            && !self.member_pointer_at(self.pos + 2)
            && !self.parenthesized_name_at(self.pos + 1)
        {
            return false;
        }
        let typename = t.is("typename")
            && (self.peek(1).is("::") || self.peek(1).kind == TokenKind::Ident)
            && !self.peek(1).is("decltype");
        if typename
            || !SPECIFIER_WORDS.contains(&&*t.text)
                && !BUILTIN_WORDS.contains(&&*t.text)
                && !matches!(
                    &*t.text,
                    "struct" | "class" | "union" | "enum" | "auto" | "decltype"
                )
                && !TYPEOF_WORDS.contains(&&*t.text)
        {
            // A named type: `T(x)` / `T{x}` / `T::member(...)` are expressions, and so is
            // `typename T::Inner().f()`.
            let mut i = self.pos + usize::from(typename);
            if self.toks[i].is("::") {
                i += 1;
            }
            let i = self.after_qualified_name(i);
            // `T (*f)(int)` declares a pointer to a function; `T(*p).f()` and `T(*p)->f()` are
            // expressions (a member access cannot follow a declarator).
            let member_access_after = || {
                matching_paren(&self.toks[i..]).is_some_and(|close| {
                    self.toks
                        .get(i + close + 1)
                        .is_some_and(|n| n.is(".") || n.is("->"))
                })
            };
            let pointer_declarator = self.toks.get(i).is_some_and(|n| n.is("("))
                && (self.toks.get(i + 1).is_some_and(|n| n.is("*") || n.is("&"))
                    || self.member_pointer_at(i + 1))
                && !member_access_after();
            if !pointer_declarator
                && !self.parenthesized_name_at(i)
                && self
                    .toks
                    .get(i)
                    .is_some_and(|n| n.is("(") || n.is("{") || n.is(".") || n.is("->"))
            {
                return false;
            }
        }
        true
    }

    /// Whether a declarator that is a name in parentheses stands at `i` (`int (y) = 4;`): what
    /// follows it is what follows a declarator, not an expression.
    fn parenthesized_name_at(&self, i: usize) -> bool {
        let is = |k: usize, s: &str| self.toks.get(k).is_some_and(|t| t.is(s));
        is(i, "(")
            && self
                .toks
                .get(i + 1)
                .is_some_and(|t| t.is_ident() && !is_reserved(&t.text))
            && is(i + 2, ")")
            && ["=", ";", ",", "["].iter().any(|s| is(i + 3, s))
    }

    /// At `name (` in a namespace-scope declaration: whether the parenthesis holds arguments
    /// rather than a function's parameters: its first token can begin no parameter (a
    /// literal, an operator, a parenthesis) or is a variable's name.
    fn at_namespace_scope_direct_initialization(&self) -> bool {
        if !(self.tok().is_ident() && !is_reserved(&self.tok().text) && self.peek(1).is("(")) {
            return false;
        }
        let first = self.peek(2);
        match first.kind {
            TokenKind::Number | TokenKind::Char | TokenKind::Str => true,
            _ if first.is_ident() => {
                matches!(
                    &*first.text,
                    "true" | "false" | "nullptr" | "this" | "sizeof"
                ) || (!is_reserved(&first.text)
                    && !self.peek(3).is("::")
                    && self.is_value_name(&first.text))
            }
            _ => ["-", "+", "!", "~", "("].iter().any(|p| first.is(p)),
        }
    }

    /// At `name (` in a block-scope declaration: whether the parenthesis holds an expression
    /// (a direct initialization) rather than a parameter list.
    fn is_direct_initialization(&mut self) -> bool {
        if !(self.tok().is_ident() && !is_reserved(&self.tok().text) && self.peek(1).is("(")) {
            return false;
        }
        let save = self.pos;
        self.pos += 2;
        // A parameter list that reads as one to its end, where a block-scope function
        // declaration ends: `T f(U);` declares a function, `T x(U(-1) + y);` a variable.
        let params = self.at(")")
            || (self.is_type_start()
                && self
                    .speculatively(|p| {
                        p.params()?;
                        p.expect(")")?;
                        // (`T f(U) = 3;` too: a function initialized, reported as such.)
                        if p.at(";") || p.at(",") || p.at("=") {
                            Ok(())
                        } else {
                            Err(())
                        }
                    })
                    .is_some());
        self.pos = save;
        !params
    }

    /// `for (decl : range) body`, after `for (`; `None` (nothing consumed) for a classic `for`.
    fn range_for(&mut self, loc: Loc) -> PResult<Option<Stmt>> {
        if !self.is_decl_start() {
            return Ok(None);
        }
        let save = self.pos;
        let saved_errors = self.errors.len();
        if let Some(bindings) = self.range_for_bindings(loc)? {
            return Ok(Some(bindings));
        }
        let head = (|| {
            let (base, spec) = self.decl_specifiers()?;
            let vloc = self.loc();
            let (name, ty) = self.declarator(base)?;
            Ok::<_, ()>((name, ty, spec, vloc))
        })();
        match head {
            Ok((Some(name), ty, spec, vloc)) if self.at(":") => {
                self.bump();
                let range = self.range_initializer()?;
                self.expect(")")?;
                let body = Box::new(self.substatement()?);
                let var = VarDecl {
                    copy_list: false,
                    constraint: spec.placeholder.clone(),
                    deprecated: None,
                    name: name.last().name.clone(),
                    ty,
                    init: None,
                    storage: spec.storage,
                    cuda: spec.cuda,
                    align: spec.align.clone().map(Box::new),
                    loc: vloc,
                };
                Ok(Some(Stmt::RangeFor {
                    var,
                    range,
                    body,
                    loc,
                }))
            }
            _ => {
                self.errors.truncate(saved_errors);
                self.pos = save;
                Ok(None)
            }
        }
    }

    /// `for (auto& [a, b] : range) body`: a loop over an element of its own, named for where
    /// the loop stands, whose body starts by binding the names to the element's parts; `None`
    /// (nothing consumed) for any other loop head.
    /// What a range-based `for` iterates, after its `:`: an expression or a braced list.
    fn range_initializer(&mut self) -> PResult<Expr> {
        if !self.at("{") {
            return self.expr();
        }
        let loc = self.loc();
        let items = self.brace_list()?;
        Ok(Expr {
            kind: ExprKind::InitList(items),
            loc,
        })
    }

    fn range_for_bindings(&mut self, loc: Loc) -> PResult<Option<Stmt>> {
        let save = self.pos;
        let Some((base, spec)) = self.speculatively(|p| p.decl_specifiers()) else {
            return Ok(None);
        };
        let is_auto = |t: &TypeExpr| match t {
            TypeExpr::Qualified(t, _) => matches!(**t, TypeExpr::Auto),
            t => matches!(t, TypeExpr::Auto),
        };
        let reference = match self.tok().text.as_ref() {
            "&" => Some(RefKind::Lvalue),
            "&&" => Some(RefKind::Rvalue),
            _ => None,
        };
        let open = usize::from(reference.is_some());
        if !is_auto(&base) || !self.peek(open).is("[") {
            self.pos = save;
            return Ok(None);
        }
        for _ in 0..=open {
            self.bump();
        }
        let bloc = self.loc();
        let names = self.binding_names()?;
        self.expect(":")?;
        let range = self.range_initializer()?;
        self.expect(")")?;
        let body = self.substatement()?;
        let element: Rc<str> = format!("__fc_element_{}_{}", loc.line, loc.col).into();
        let ty = match reference {
            Some(kind) => TypeExpr::Reference(Box::new(base), kind),
            None => base,
        };
        let var = VarDecl {
            copy_list: false,
            constraint: spec.placeholder.clone(),
            deprecated: None,
            name: element.clone(),
            ty,
            init: None,
            storage: spec.storage,
            cuda: spec.cuda,
            align: None,
            loc: bloc,
        };
        let bindings = Stmt::Bindings {
            names,
            by_ref: true,
            constant: false,
            init: Expr {
                kind: ExprKind::Name(Path::simple(element)),
                loc: bloc,
            },
            loc: bloc,
        };
        Ok(Some(Stmt::RangeFor {
            var,
            range,
            body: Box::new(Stmt::Block(vec![bindings, body])),
            loc,
        }))
    }

    /// The names of a structured binding, after its `[`, through its `]`: variables from
    /// here on.
    fn binding_names(&mut self) -> PResult<Vec<(Rc<str>, Loc)>> {
        let mut names = Vec::new();
        while !self.at("]") {
            let nloc = self.loc();
            let name = self.ident()?;
            self.declare_value(&name);
            names.push((name, nloc));
            if !self.eat(",") {
                break;
            }
        }
        self.expect("]")?;
        Ok(names)
    }

    fn local_decl(&mut self) -> PResult<Stmt> {
        let (base, spec) = self.decl_specifiers()?;
        if self.eat(";") {
            return Ok(match base {
                TypeExpr::Struct(s) => Stmt::LocalItem(Item::Struct(s)),
                TypeExpr::Enum(e) => Stmt::LocalItem(Item::Enum(e)),
                _ => Stmt::Empty,
            });
        }
        if matches!(base, TypeExpr::Auto)
            || matches!(&base, TypeExpr::Qualified(t, _) if matches!(**t, TypeExpr::Auto))
        {
            let loc = self.loc();
            // `auto&& [a, b]` binds as `auto&` does, an rvalue's temporary living as long as
            // the names (as `const auto&` binds one).
            let by_ref = (self.at("&") || self.at("&&")) && self.peek(1).is("[");
            if self.at("[") || by_ref {
                if by_ref {
                    self.bump();
                }
                self.bump();
                let names = self.binding_names()?;
                let Some(init) = self.initializer()? else {
                    return self.err(loc, "structured binding declaration needs an initializer");
                };
                self.expect(";")?;
                return Ok(Stmt::Bindings {
                    names,
                    by_ref,
                    constant: matches!(&base, TypeExpr::Qualified(_, q) if q.is_const),
                    init,
                    loc,
                });
            }
        }
        let mut decls = Vec::new();
        // The statements before `decls` where the declaration also declares functions.
        let mut made: Vec<Stmt> = Vec::new();
        loop {
            let loc = self.loc();
            let save = self.pos;
            let ty = self.pointer_declarator_prefix(base.clone())?;
            if self.is_direct_initialization() {
                // `T x(args)`, `const T &r(e)`: the parenthesis holds arguments, not parameters.
                let name = self.take().text;
                self.declare_value(&name);
                let init = direct_initializer(&ty, self.initializer()?);
                decls.push(VarDecl {
                    copy_list: false,
                    constraint: spec.placeholder.clone(),
                    deprecated: None,
                    name,
                    ty,
                    init,
                    storage: spec.storage,
                    cuda: spec.cuda,
                    align: spec.align.clone().map(Box::new),
                    loc,
                });
                if !self.eat(",") {
                    break;
                }
                continue;
            }
            self.pos = save;
            let (name, ty) = self.declarator(base.clone())?;
            // `int f(double);`: a declaration of the enclosing namespace's function that the
            // rest of the block's calls see, with its own default arguments.
            let ty = match (self.unaliased_function(ty), &name) {
                (TypeExpr::Function(ret, params, variadic), Some(name))
                    if !spec.storage.is_typedef =>
                {
                    if self.at("=") {
                        let what =
                            format!("function \"{}\" may not be initialized", name.last().name);
                        return self.err(self.loc(), what);
                    }
                    let f = self.function_rest(
                        name.clone(),
                        *ret,
                        params,
                        variadic,
                        &spec,
                        None,
                        loc,
                        false,
                    )?;
                    self.declare_value(&f.name.last().name);
                    if !decls.is_empty() {
                        made.push(Stmt::Decl(std::mem::take(&mut decls)));
                    }
                    made.push(Stmt::LocalItem(Item::Function(Rc::new(f))));
                    if self.eat(",") {
                        continue;
                    }
                    break;
                }
                (ty, _) => ty,
            };
            let declarator_align = self.attributes()?;
            let Some(name) = name else {
                return self.err(loc, "declaration does not declare anything");
            };
            let name = name.last().name.clone();
            if spec.storage.is_typedef {
                self.declare_alias(&name, &ty);
                self.expect(";")?;
                return Ok(Stmt::LocalItem(Item::Alias {
                    name,
                    ty,
                    template: None,
                    align: declarator_align.or_else(|| spec.align.clone()),
                    loc,
                }));
            }
            self.declare_value(&name);
            let copy_list = self.at("=") && self.peek(1).is("{");
            let init = match ty {
                TypeExpr::DecltypeAuto if self.eat("=") => {
                    Some(self.decltype_operand(Self::assign_expr)?)
                }
                _ => self.initializer()?,
            };
            decls.push(VarDecl {
                copy_list,
                ..spec.variable(name, ty, init, declarator_align, loc)
            });
            if !self.eat(",") {
                break;
            }
        }
        self.expect(";")?;
        if made.is_empty() {
            return Ok(Stmt::Decl(decls));
        }
        if !decls.is_empty() {
            made.push(Stmt::Decl(decls));
        }
        let first = made.remove(0);
        self.later_statements = made;
        Ok(first)
    }

    /// The condition of `if`/`while`/`for`: an expression or a declaration with initializer.
    fn condition(&mut self) -> PResult<Stmt> {
        // A declaration where the head declares a name (`decltype(x)::value == 1` starts like
        // a type and is an expression).
        let head = match self.is_decl_start() {
            true => self.speculatively(|p| {
                let (base, spec) = p.decl_specifiers()?;
                let loc = p.loc();
                match p.declarator(base)? {
                    (Some(name), ty) => Ok((name, ty, spec, loc)),
                    (None, _) => p.err(loc, "expected a name in condition declaration"),
                }
            }),
            false => None,
        };
        if let Some((name, ty, spec, loc)) = head {
            let init = self.initializer()?;
            let d = VarDecl {
                copy_list: false,
                constraint: spec.placeholder.clone(),
                deprecated: None,
                name: name.last().name.clone(),
                ty,
                init,
                storage: spec.storage,
                cuda: spec.cuda,
                align: spec.align.clone().map(Box::new),
                loc,
            };
            if self.at(";") {
                // `for (int i = 0, j = 1; ...)` handled by local_decl; here a single declaration.
                return Ok(Stmt::Decl(vec![d]));
            }
            return Ok(Stmt::Decl(vec![d]));
        }
        Ok(Stmt::Expr(self.expr()?))
    }

    // ---- expressions ----

    pub(crate) fn expr(&mut self) -> PResult<Expr> {
        let mut e = self.assign_expr()?;
        while self.at(",") {
            let loc = self.take().loc;
            let r = self.assign_expr()?;
            e = Expr {
                kind: ExprKind::Comma(Box::new(e), Box::new(r)),
                loc,
            };
        }
        Ok(e)
    }

    fn assign_expr(&mut self) -> PResult<Expr> {
        self.enter()?;
        let r = self.assign_inner();
        self.leave();
        r
    }

    fn assign_inner(&mut self) -> PResult<Expr> {
        let lhs = self.cond_expr()?;
        let t = self.tok().clone();
        if t.kind != TokenKind::Punct {
            return Ok(lhs);
        }
        let Some(op) = assignment_op(&t.text) else {
            return Ok(lhs);
        };
        self.bump();
        let rhs = if self.at("{") {
            let loc = self.loc();
            Expr {
                kind: ExprKind::InitList(self.brace_list()?),
                loc,
            }
        } else {
            self.assign_expr()?
        };
        Ok(Expr {
            kind: ExprKind::Assign(op, Box::new(lhs), Box::new(rhs)),
            loc: t.loc,
        })
    }

    fn cond_expr(&mut self) -> PResult<Expr> {
        let c = self.binary_expr(0)?;
        if !self.at("?") {
            return Ok(c);
        }
        let loc = self.take().loc;
        if self.eat(":") {
            let b = self.assign_expr()?;
            return Ok(Self::elvis(c, b, loc));
        }
        let a = self.with_gt_closing(false, Self::expr)?;
        self.expect(":")?;
        let b = self.assign_expr()?;
        Ok(Expr {
            kind: ExprKind::Cond(Box::new(c), Box::new(a), Box::new(b)),
            loc,
        })
    }

    /// GNU's `c ?: b`, `c` evaluated once: `({ auto t = c; t ? t : b; })`, the local named
    /// for where the operator stands.
    fn elvis(c: Expr, b: Expr, loc: Loc) -> Expr {
        let name: Rc<str> = format!("__fc_elvis_{}_{}", loc.line, loc.col).into();
        let at = |kind| Expr { kind, loc };
        let value = || at(ExprKind::Name(Path::simple(name.clone())));
        let decl = VarDecl {
            copy_list: false,
            constraint: None,
            deprecated: None,
            name: name.clone(),
            ty: TypeExpr::Auto,
            init: Some(c),
            storage: Storage::default(),
            cuda: CudaQuals::default(),
            align: None,
            loc,
        };
        let choice = at(ExprKind::Cond(
            Box::new(value()),
            Box::new(value()),
            Box::new(b),
        ));
        at(ExprKind::Statements(Rc::new(vec![
            Stmt::Decl(vec![decl]),
            Stmt::Expr(choice),
        ])))
    }

    /// The binary operator at the current token and its precedence; `None` for `<=>`.
    fn binary_op(&self) -> Option<(Option<BinaryOp>, u8)> {
        let t = self.tok();
        if t.kind != TokenKind::Punct {
            return None;
        }
        let (op, prec) = match &*t.text {
            "<=>" => return Some((None, 8)),
            "||" => (BinaryOp::LogOr, 1),
            "&&" => (BinaryOp::LogAnd, 2),
            "|" => (BinaryOp::BitOr, 3),
            "^" => (BinaryOp::BitXor, 4),
            "&" => (BinaryOp::BitAnd, 5),
            "==" => (BinaryOp::Eq, 6),
            "!=" => (BinaryOp::Ne, 6),
            "<" => (BinaryOp::Lt, 7),
            ">" if !self.no_gt && self.at_shift() => (BinaryOp::Shr, 9),
            ">" if !self.no_gt => (BinaryOp::Gt, 7),
            "<=" => (BinaryOp::Le, 7),
            ">=" => (BinaryOp::Ge, 7),
            "<<" => (BinaryOp::Shl, 9),
            "+" => (BinaryOp::Add, 10),
            "-" => (BinaryOp::Sub, 10),
            "*" => (BinaryOp::Mul, 11),
            "/" => (BinaryOp::Div, 11),
            "%" => (BinaryOp::Rem, 11),
            _ => return None,
        };
        Some((Some(op), prec))
    }

    /// Precedence climbing over the binary operators, all left-associative.
    fn binary_expr(&mut self, min_prec: u8) -> PResult<Expr> {
        let mut lhs = self.pm_expr()?;
        let mut chain = 0;
        while let Some((op, prec)) = self.binary_op() {
            if prec <= min_prec {
                break;
            }
            chain += 1;
            if chain > MAX_CHAIN {
                return self.err(
                    self.loc(),
                    format!("expression too complex: more than {MAX_CHAIN} operators in a row"),
                );
            }
            let loc = self.take().loc;
            if op == Some(BinaryOp::Shr) {
                // The second `>` of `>>`.
                self.bump();
            }
            self.enter()?;
            let rhs = self.binary_expr(prec);
            self.leave();
            let (lhs_box, rhs_box) = (Box::new(lhs), Box::new(rhs?));
            lhs = Expr {
                kind: match op {
                    Some(op) => ExprKind::Binary(op, lhs_box, rhs_box),
                    None => ExprKind::ThreeWay(lhs_box, rhs_box),
                },
                loc,
            };
        }
        Ok(lhs)
    }

    /// `a.*b` and `a->*b`, which bind tighter than every binary operator, left to right.
    fn pm_expr(&mut self) -> PResult<Expr> {
        let mut lhs = self.cast_expr()?;
        let mut chain = 0;
        while self.at(".*") || self.at("->*") {
            chain += 1;
            if chain > MAX_CHAIN {
                return self.err(
                    self.loc(),
                    format!("expression too complex: more than {MAX_CHAIN} operators in a row"),
                );
            }
            let t = self.take();
            let member = self.cast_expr()?;
            lhs = Expr {
                kind: ExprKind::PointerToMember {
                    base: Box::new(lhs),
                    member: Box::new(member),
                    arrow: t.is("->*"),
                },
                loc: t.loc,
            };
        }
        Ok(lhs)
    }

    fn cast_expr(&mut self) -> PResult<Expr> {
        if self.at("(") {
            let save = self.pos;
            self.bump();
            if self.is_type_start() && !self.is_functional_cast_in_parens() {
                let loc = self.toks[save].loc;
                let ty = self.type_name()?;
                // `(decltype(s)::value + 1)`: a member of a `decltype`'s class followed by an
                // operator is a value in a parenthesized expression.
                if !self.at(")") && self.toks[save + 1].is("decltype") {
                    self.pos = save;
                    return self.unary_expr();
                }
                self.expect(")")?;
                // `(decltype(ic)::value);`: a qualified name followed by what no operand
                // starts with is a parenthesized expression, not a cast.
                if matches!(&ty, TypeExpr::Named(p) if p.segments.len() > 1)
                    && CLOSES_OPERAND.iter().any(|t| self.at(t))
                {
                    self.pos = save;
                    return self.unary_expr();
                }
                if self.at("{") {
                    // Compound literal `(T){...}`: C's, whose items may narrow; a postfix
                    // expression (`(int[]){1, 2}[1]`).
                    let items = self.brace_list()?;
                    let literal = Expr {
                        kind: ExprKind::Construct(ty, items, false),
                        loc,
                    };
                    return self.postfix_operators(literal);
                }
                self.enter()?;
                let e = self.cast_expr();
                self.leave();
                return Ok(Expr {
                    kind: ExprKind::Cast(CastKind::CStyle, ty, Box::new(e?)),
                    loc,
                });
            }
            // `(Name) operand` is a cast whatever `Name` is: one to a type nobody declared.
            let (name, close, operand) = (self.tok(), self.peek(1), self.peek(2));
            if name.is_ident()
                && !is_reserved(&name.text)
                && close.is(")")
                && (matches!(
                    operand.kind,
                    TokenKind::Number | TokenKind::Char | TokenKind::Str
                ) || operand.is_ident() && !is_reserved(&operand.text))
            {
                let name = name.clone();
                return self.unknown_type(&name);
            }
            self.pos = save;
        }
        self.unary_expr()
    }

    /// `(T(x))` and `(T::member)` are parenthesized expressions, not casts.
    fn is_functional_cast_in_parens(&self) -> bool {
        let mut i = self.pos;
        if BUILTIN_WORDS.contains(&&*self.tok().text) {
            // `(int(b) << 16)`: a builtin type called like a function, unless the parenthesis
            // opens an abstract declarator (`(int(*)(float))`, `(int (C::*)())`) or is empty.
            while self
                .toks
                .get(i)
                .is_some_and(|t| BUILTIN_WORDS.contains(&&*t.text))
            {
                i += 1;
            }
            // `(unsigned{1} << n)`: one made from a braced list.
            if self.toks.get(i).is_some_and(|t| t.is("{")) {
                return true;
            }
            return self.toks.get(i).is_some_and(|t| t.is("("))
                && !self.abstract_pointer_declarator_at(i + 1)
                && self
                    .toks
                    .get(i + 1)
                    .is_some_and(|t| !t.is(")") && !t.is("^"))
                && !self.member_pointer_at(i + 1);
        }
        if !self.tok().is_ident()
            || SPECIFIER_WORDS.contains(&&*self.tok().text)
            || self.at("decltype")
        {
            return false;
        }
        let i = self.after_qualified_name(i);
        // `(S (C::*)())` names a pointer to member function type: no expression has `C::*`.
        self.toks
            .get(i)
            .is_some_and(|n| n.is("(") || n.is("{") || n.is("."))
            && !self.member_pointer_at(i + 1)
    }

    /// Whether the tokens from `i` are `*` or `&` operators of an abstract declarator
    /// (`*)`, `*const)`, `&)[3]`), not dereferences in an operand (`*p)`, `**pp)`, `*this)`).
    fn abstract_pointer_declarator_at(&self, mut i: usize) -> bool {
        let pointer = |t: &Token| t.is("*") || t.is("&") || t.is("&&");
        if !self.toks.get(i).is_some_and(pointer) {
            return false;
        }
        while self.toks.get(i).is_some_and(|t| {
            pointer(t)
                || t.is("const")
                || t.is("volatile")
                || t.is("__restrict__")
                || t.is("__restrict")
        }) {
            i += 1;
        }
        self.toks
            .get(i)
            .is_some_and(|t| t.is(")") || t.is("[") || t.is("("))
    }

    fn unary_expr(&mut self) -> PResult<Expr> {
        let t = self.tok().clone();
        let loc = t.loc;
        let op = if t.kind == TokenKind::Punct {
            match &*t.text {
                "-" => Some(UnaryOp::Neg),
                "+" => Some(UnaryOp::Plus),
                "!" => Some(UnaryOp::Not),
                "~" => Some(UnaryOp::BitNot),
                "*" => Some(UnaryOp::Deref),
                "&" => Some(UnaryOp::AddrOf),
                "++" => Some(UnaryOp::PreInc),
                "--" => Some(UnaryOp::PreDec),
                _ => None,
            }
        } else {
            None
        };
        if let Some(op) = op {
            self.bump();
            self.enter()?;
            let e = self.cast_expr();
            self.leave();
            return Ok(Expr {
                kind: ExprKind::Unary(op, Box::new(e?)),
                loc,
            });
        }
        if let Some(type_trait) = TypeTrait::from_builtin(&t.text) {
            if self.peek(1).is("(") {
                self.bump();
                self.expect("(")?;
                let ty = self.type_name()?;
                self.expect(")")?;
                return Ok(Expr {
                    kind: ExprKind::TypeTrait(type_trait, ty),
                    loc,
                });
            }
        }
        if let Some(relation) = TypeRelation::from_builtin(&t.text) {
            if self.peek(1).is("(") {
                self.bump();
                self.expect("(")?;
                let first = self.type_name()?;
                self.expect(",")?;
                let second = self.type_name()?;
                self.expect(")")?;
                return Ok(Expr {
                    kind: ExprKind::TypeRelation(relation, first, second),
                    loc,
                });
            }
        }
        if let Some((operation, operands)) = OperationTrait::from_builtin(&t.text) {
            if self.peek(1).is("(") {
                self.bump();
                let types = self.operation_operands(operation.operation, operands, loc)?;
                return Ok(Expr {
                    kind: ExprKind::OperationTrait(operation, types),
                    loc,
                });
            }
        }
        if t.is("noexcept") {
            self.bump();
            self.expect("(")?;
            let e = self.expr()?;
            self.expect(")")?;
            return Ok(Expr {
                kind: ExprKind::Noexcept(Box::new(e)),
                loc,
            });
        }
        if t.is("sizeof") || t.is("alignof") || t.is("__alignof__") || t.is("__alignof") {
            self.bump();
            if self.eat("...") {
                self.expect("(")?;
                let name = self.ident()?;
                self.expect(")")?;
                return Ok(Expr {
                    kind: ExprKind::SizeofPack(name),
                    loc,
                });
            }
            if self.at("(") {
                let save = self.pos;
                self.bump();
                // A type alone in the parentheses; `sizeof(int{3})` and `sizeof(P(1, 2))` are
                // of expressions that begin with a type.
                let type_alone = self.is_type_start()
                    && self
                        .speculatively(|p| {
                            p.type_name()?;
                            match p.at(")") {
                                true => Ok(()),
                                false => Err(()),
                            }
                        })
                        .is_some();
                if type_alone {
                    self.pos = save + 1;
                    let ty = self.type_name()?;
                    self.expect(")")?;
                    let kind = if t.is("sizeof") {
                        ExprKind::SizeofType(ty)
                    } else {
                        ExprKind::AlignofType(ty)
                    };
                    return Ok(Expr { kind, loc });
                }
                self.pos = save;
            }
            let e = self.unary_expr()?;
            let kind = match t.is("sizeof") {
                true => ExprKind::SizeofExpr(Box::new(e)),
                false => ExprKind::AlignofExpr(Box::new(e)),
            };
            return Ok(Expr { kind, loc });
        }
        // `::new` and `::delete` name the global allocation functions, which are the only
        // ones device code has besides a class's own.
        let global = t.is("::") && (self.peek(1).is("new") || self.peek(1).is("delete"));
        if global {
            self.bump();
        }
        let t = if global { self.tok().clone() } else { t };
        if t.is("new") {
            self.bump();
            return self.new_expr(loc, global);
        }
        if t.is("delete") {
            self.bump();
            let array = self.at("[");
            if array {
                self.bump();
                self.expect("]")?;
            }
            self.enter()?;
            let operand = self.cast_expr();
            self.leave();
            return Ok(Expr {
                kind: ExprKind::Delete {
                    array,
                    global,
                    operand: Box::new(operand?),
                },
                loc,
            });
        }
        self.postfix_expr()
    }

    /// What follows `new`: `(placement)`, the type (pointers, then `[count]` and constant
    /// dimensions for an array), then `(args)` or `{list}`.
    fn new_expr(&mut self, loc: Loc, global: bool) -> PResult<Expr> {
        let placement = if self.at("(") {
            Some(self.call_args()?)
        } else {
            None
        };
        let (mut ty, _) = self.decl_specifiers()?;
        while self.eat("*") {
            ty = TypeExpr::Pointer(Box::new(ty));
        }
        let mut count = None;
        if self.eat("[") {
            count = Some(Box::new(self.expr()?));
            self.expect("]")?;
            let mut dims = Vec::new();
            while self.eat("[") {
                dims.push(self.expr()?);
                self.expect("]")?;
            }
            for d in dims.into_iter().rev() {
                ty = TypeExpr::Array(Box::new(ty), Some(Box::new(d)));
            }
        }
        let init_loc = self.loc();
        let init = if self.at("(") {
            Some(Expr {
                kind: ExprKind::Construct(TypeExpr::Auto, self.call_args()?, false),
                loc: init_loc,
            })
        } else if self.at("{") {
            Some(Expr {
                kind: ExprKind::InitList(self.brace_list()?),
                loc: init_loc,
            })
        } else {
            None
        };
        Ok(Expr {
            kind: ExprKind::New {
                global,
                placement,
                ty,
                count,
                init: init.map(Box::new),
            },
            loc,
        })
    }

    /// `e...` where a list item may be a pack expansion; `e` otherwise.
    fn pack_expansion(&mut self, e: Expr) -> Expr {
        if !self.at("...") {
            return e;
        }
        let loc = self.take().loc;
        Expr {
            kind: ExprKind::PackExpansion(Box::new(e)),
            loc,
        }
    }

    /// Whether the parenthesis just opened holds a fold expression: a `...` at its own depth
    /// after a binary operator and before the parenthesis or the operator again (`(xs +
    /// ...)`, `(0 + ... + xs)`), or first and before one (`(...
    /// + xs)`). (A `...` after anything else expands a pack: `(f<T, R...>::v)`, also in the
    /// fold's operand: `(f<T, R...>::v + ...)`.)
    fn is_fold_ahead(&self) -> bool {
        let mut depth = 0i32;
        let mut i = self.pos;
        while let Some(t) = self.toks.get(i) {
            if t.is("(") || t.is("[") || t.is("{") {
                depth += 1;
            } else if t.is(")") || t.is("]") || t.is("}") {
                if depth == 0 {
                    return false;
                }
                depth -= 1;
            } else if (t.is(";") && depth == 0) || t.is_eof() {
                // (A lambda's body in the operand holds statements.)
                return false;
            } else if depth == 0 && t.is("...") {
                let before = i.checked_sub(1).map(|b| &self.toks[b]);
                // The operator's `...` ends the fold or comes before the operator again:
                // `(Bs&...>)` and `(f<Bs*..., int>)` expand packs of compound types.
                let after = self.toks.get(i + 1);
                let fold = before.is_some_and(|b| {
                    fold_op(b).is_some() && after.is_some_and(|a| a.is(")") || a.text == b.text)
                }) || (i == self.pos
                    && self.toks.get(i + 1).is_some_and(|n| fold_op(n).is_some()));
                if fold {
                    return true;
                }
            }
            i += 1;
        }
        false
    }

    /// The rest of a fold expression after its `(`, through its `)`.
    fn fold_expr(&mut self, loc: Loc) -> PResult<Expr> {
        let fold_operator = |p: &mut Self| -> PResult<FoldOp> {
            if p.at_shift() {
                p.bump();
                p.bump();
                return Ok(FoldOp::Binary(BinaryOp::Shr));
            }
            match fold_op(p.tok()) {
                Some(op) => {
                    p.bump();
                    Ok(op)
                }
                None => {
                    let l = p.loc();
                    p.err(l, "expected a fold operator")
                }
            }
        };
        let (op, before, after) = if self.eat("...") {
            let op = fold_operator(self)?;
            (op, None, Some(self.cast_expr()?))
        } else {
            let first = self.cast_expr()?;
            let op = fold_operator(self)?;
            self.expect("...")?;
            let after = if self.at(")") {
                None
            } else {
                if fold_operator(self)? != op {
                    let l = self.loc();
                    return self.err(l, "the operators of a binary fold expression differ");
                }
                Some(self.cast_expr()?)
            };
            (op, Some(first), after)
        };
        self.expect(")")?;
        Ok(Expr {
            kind: ExprKind::Fold {
                op,
                before: before.map(Box::new),
                after: after.map(Box::new),
            },
            loc,
        })
    }

    fn call_args(&mut self) -> PResult<Vec<Expr>> {
        self.expect("(")?;
        self.with_gt_closing(false, |p| {
            let mut args = Vec::new();
            while !p.at(")") {
                args.push(p.list_item()?);
                if !p.eat(",") {
                    break;
                }
            }
            p.expect(")")?;
            Ok(args)
        })
    }

    fn postfix_expr(&mut self) -> PResult<Expr> {
        let e = self.primary_expr()?;
        self.postfix_operators(e)
    }

    /// The postfix operators applied to the operand `e`: calls, launches, subscripts, member
    /// accesses, increments.
    fn postfix_operators(&mut self, mut e: Expr) -> PResult<Expr> {
        loop {
            let loc = self.loc();
            if self.at("(") {
                let args = self.call_args()?;
                e = Expr {
                    kind: ExprKind::Call(Box::new(e), args),
                    loc,
                };
            } else if self.at("<<") && self.peek(1).is("<") {
                e = self.launch(e)?;
            } else if self.eat("[") {
                let saved = self.no_gt;
                self.no_gt = false;
                let i = self.expr();
                self.no_gt = saved;
                self.expect("]")?;
                e = Expr {
                    kind: ExprKind::Index(Box::new(e), Box::new(i?)),
                    loc,
                };
            } else if self.at(".") || self.at("->") {
                let arrow = self.take().is("->");
                // `obj.template f<3>()`: the name is a member template's.
                let named_template = self.eat("template");
                let name = if self.peek(1).is("<")
                    && (named_template || self.member_templates.contains(&self.tok().text))
                {
                    let name = self.take().text;
                    let targs = Some(self.template_args()?);
                    Path {
                        global: false,
                        segments: smallvec::smallvec![Segment { name, targs }],
                    }
                } else {
                    let mut path = self.member_path()?;
                    // `f.template operator()<double>(x)`, `f.operator()<double>(x)`: an
                    // operator template's arguments (a member operator's name is not an
                    // operand of `<`).
                    let operator = path
                        .last()
                        .name
                        .strip_prefix("operator")
                        .is_some_and(|rest| {
                            rest.starts_with(|c: char| !c.is_alphanumeric() && c != '_')
                        });
                    if (named_template || operator) && self.at("<") {
                        let targs = self.template_args()?;
                        if let Some(last) = path.segments.last_mut() {
                            last.targs = Some(targs);
                        }
                    }
                    path
                };
                e = Expr {
                    kind: ExprKind::Member {
                        base: Box::new(e),
                        name,
                        arrow,
                    },
                    loc,
                };
            } else if self.eat("++") {
                e = Expr {
                    kind: ExprKind::Unary(UnaryOp::PostInc, Box::new(e)),
                    loc,
                };
            } else if self.eat("--") {
                e = Expr {
                    kind: ExprKind::Unary(UnaryOp::PostDec, Box::new(e)),
                    loc,
                };
            } else {
                return Ok(e);
            }
        }
    }

    /// `kernel<<<config>>>(args)`, the `<<<` next: `<<` `<` as tokens, and `>` `>` `>` closing.
    fn launch(&mut self, kernel: Expr) -> PResult<Expr> {
        let loc = self.loc();
        self.bump();
        self.bump();
        let saved = self.no_gt;
        self.no_gt = true;
        let mut config = Vec::new();
        let at_close = |p: &Self| p.at(">") && p.peek(1).is(">") && p.peek(2).is(">");
        let closed = loop {
            if at_close(self) {
                break Ok(());
            }
            match self.assign_expr() {
                Ok(c) => config.push(c),
                Err(e) => break Err(e),
            }
            if !self.eat(",") {
                break if at_close(self) {
                    Ok(())
                } else {
                    let found = self.describe_current();
                    self.err(self.loc(), format!("expected '>>>' before {found}"))
                };
            }
        };
        self.no_gt = saved;
        closed?;
        self.bump();
        self.bump();
        self.bump();
        if !self.at("(") {
            let found = self.describe_current();
            return self.err(
                self.loc(),
                format!("expected '(' after '>>>' before {found}"),
            );
        }
        let args = self.call_args()?;
        Ok(Expr {
            kind: ExprKind::Launch {
                kernel: Box::new(kernel),
                config,
                args,
            },
            loc,
        })
    }

    /// An expression read by `read` as `decltype` sees it: a parenthesized name (`(x)`) is an
    /// lvalue expression, not the name of an entity ([`Expr::read_as_expression`]).
    fn decltype_operand(&mut self, read: fn(&mut Self) -> PResult<Expr>) -> PResult<Expr> {
        let open = self.pos;
        let e = read(self)?;
        let parenthesized = self.toks[open].is("(")
            && self.toks[self.pos - 1].is(")")
            && matching_paren(&self.toks[open..self.pos]) == Some(self.pos - 1 - open);
        if !parenthesized || !matches!(e.kind, ExprKind::Name(_) | ExprKind::Member { .. }) {
            return Ok(e);
        }
        Ok(Expr::read_as_expression(e))
    }

    /// `decltype(e)`, `decltype(auto)`, or a name qualified by a `decltype`
    /// (`decltype(e)::value_type`: a path whose first segment is `decltype` with `e` as its
    /// only template argument, see [`DECLTYPE_SEGMENT`]).
    fn decltype_type(&mut self) -> PResult<TypeExpr> {
        self.expect("decltype")?;
        self.expect("(")?;
        if self.eat("auto") {
            self.expect(")")?;
            return Ok(TypeExpr::DecltypeAuto);
        }
        let e = self.with_gt_closing(false, |p| p.decltype_operand(Self::expr))?;
        self.expect(")")?;
        if !self.eat("::") {
            return Ok(TypeExpr::Decltype(Box::new(e)));
        }
        let rest = self.path()?;
        let root = Segment {
            name: DECLTYPE_SEGMENT.into(),
            targs: Some(vec![TemplateArg::Expr(e)]),
        };
        Ok(TypeExpr::Named(Path {
            global: false,
            segments: std::iter::once(root).chain(rest.segments).collect(),
        }))
    }

    /// GNU's `typeof(e)` (`__typeof__`, `__typeof`): the type of `e` without a reference,
    /// spelled `::__fc_typeof_t<decltype(e)>::type` (the CUDA headers define the class); or
    /// `typeof(type)`, that type.
    fn typeof_type(&mut self) -> PResult<TypeExpr> {
        if self.at(UNDERLYING_TYPE) {
            self.bump();
            self.expect("(")?;
            let ty = self.type_name()?;
            self.expect(")")?;
            return Ok(TypeExpr::Named(Path {
                global: false,
                segments: smallvec::smallvec![Segment {
                    name: UNDERLYING_TYPE.into(),
                    targs: Some(vec![TemplateArg::Type(ty)]),
                }],
            }));
        }
        self.bump();
        self.expect("(")?;
        if self.is_type_start() {
            if let Some(ty) = self.speculatively(|p| {
                let ty = p.type_name()?;
                p.expect(")")?;
                Ok(ty)
            }) {
                return Ok(ty);
            }
        }
        let e = self.with_gt_closing(false, |p| p.decltype_operand(Self::expr))?;
        self.expect(")")?;
        Ok(TypeExpr::Named(Path {
            global: true,
            segments: smallvec::smallvec![
                Segment {
                    name: "__fc_typeof_t".into(),
                    targs: Some(vec![TemplateArg::Type(TypeExpr::Decltype(Box::new(e)))]),
                },
                Segment {
                    name: "type".into(),
                    targs: None,
                },
            ],
        }))
    }

    fn primary_expr(&mut self) -> PResult<Expr> {
        let t = self.tok().clone();
        let loc = t.loc;
        match t.kind {
            TokenKind::Number => {
                self.bump();
                return self.number(&t);
            }
            TokenKind::Char => {
                self.bump();
                let encoding = Encoding::of_literal(&t.text);
                let units = self.unescape(&t, '\'', encoding)?;
                let value = match (&units[..], encoding) {
                    ([], _) => return self.err(loc, "empty character constant"),
                    // A plain `char` is signed.
                    ([unit], Encoding::Plain) => *unit as u8 as i8 as i64,
                    ([unit], _) => i64::from(*unit),
                    // A multicharacter literal (`'ab'`) is an `int` of its bytes.
                    (_, Encoding::Plain) => {
                        let value = units.iter().fold(0u32, |acc, &b| (acc << 8) | b);
                        return Ok(Expr {
                            kind: ExprKind::Cast(
                                CastKind::CStyle,
                                TypeExpr::Builtin(Builtin::Int),
                                Box::new(Expr {
                                    kind: ExprKind::Int {
                                        value: u64::from(value),
                                        suffix: Rc::from("u"),
                                        decimal: false,
                                    },
                                    loc,
                                }),
                            ),
                            loc,
                        });
                    }
                    _ => {
                        let kind = match encoding {
                            Encoding::Utf8 => "char8_t",
                            Encoding::Utf16 => "char16_t",
                            Encoding::Utf32 => "char32_t",
                            _ => "wchar_t",
                        };
                        return self.err(loc, format!("invalid character for {kind} literal"));
                    }
                };
                let literal = Expr {
                    kind: ExprKind::Char(value, encoding),
                    loc,
                };
                return Ok(self.with_literal_suffix(literal, None));
            }
            TokenKind::Str => {
                let (literal, suffix) = self.joined_string_literal(true)?;
                let length = (literal.bytes.len() / literal.encoding.unit_bytes()) as u64;
                let literal = Expr {
                    kind: ExprKind::Str(literal),
                    loc,
                };
                return Ok(match suffix {
                    Some(suffix) => suffixed_literal(&suffix.text, literal, Some(length)),
                    None => literal,
                });
            }
            TokenKind::Eof => return self.err(loc, "expected expression before end of input"),
            _ => {}
        }
        if t.is("requires") && (self.peek(1).is("(") || self.peek(1).is("{")) {
            return self.requires_expr();
        }
        if t.is("decltype") {
            // `decltype(e)::member` names a member; `decltype(e)(args)` and `decltype(e){args}`
            // make an object.
            return match self.decltype_type()? {
                TypeExpr::Named(path) => Ok(Expr {
                    kind: ExprKind::Name(path),
                    loc,
                }),
                ty => {
                    let braced = self.at("{");
                    let args = if braced {
                        self.brace_list()?
                    } else {
                        self.call_args()?
                    };
                    Ok(Expr {
                        kind: ExprKind::Construct(ty, args, braced),
                        loc,
                    })
                }
            };
        }
        if t.is("(") {
            self.bump();
            if self.is_fold_ahead() {
                return self.fold_expr(loc);
            }
            if self.at("{") {
                let stmts = self.compound()?;
                self.expect(")")?;
                return Ok(Expr {
                    kind: ExprKind::Statements(Rc::new(stmts)),
                    loc,
                });
            }
            let saved = self.no_gt;
            self.no_gt = false;
            let e = self.expr();
            self.no_gt = saved;
            let e = e?;
            self.expect(")")?;
            return Ok(e);
        }
        if t.is("[") {
            return self.lambda();
        }
        match &*t.text {
            "true" | "false" => {
                self.bump();
                return Ok(Expr {
                    kind: ExprKind::Bool(t.is("true")),
                    loc,
                });
            }
            "nullptr" | "NULL" => {
                self.bump();
                return Ok(Expr {
                    kind: ExprKind::Nullptr,
                    loc,
                });
            }
            "this" => {
                self.bump();
                return Ok(Expr {
                    kind: ExprKind::This,
                    loc,
                });
            }
            // Refused with nvcc's message (measured); read whole, its operand a type or an
            // expression, so that nothing more is reported.
            "typeid" if self.peek(1).is("(") => {
                self.bump();
                self.skip_balanced()?;
                let _: PResult<()> =
                    self.err(loc, "The operator 'typeid' is not allowed in device code");
                return Ok(Expr {
                    kind: ExprKind::Int {
                        value: 0,
                        suffix: "".into(),
                        decimal: true,
                    },
                    loc,
                });
            }
            "static_cast" | "reinterpret_cast" | "const_cast" | "dynamic_cast" => {
                self.bump();
                let kind = match &*t.text {
                    "static_cast" => CastKind::Static,
                    "reinterpret_cast" => CastKind::Reinterpret,
                    "const_cast" => CastKind::Const,
                    _ => CastKind::Dynamic,
                };
                self.expect("<")?;
                let ty = self.with_no_gt(|p| p.type_name())?;
                self.expect(">")?;
                self.expect("(")?;
                let saved = self.no_gt;
                self.no_gt = false;
                let e = self.expr();
                self.no_gt = saved;
                let e = e?;
                self.expect(")")?;
                return Ok(Expr {
                    kind: ExprKind::Cast(kind, ty, Box::new(e)),
                    loc,
                });
            }
            "__builtin_bit_cast" if self.peek(1).is("(") => {
                self.bump();
                self.expect("(")?;
                let ty = self.type_name()?;
                self.expect(",")?;
                let e = self.assign_expr()?;
                self.expect(")")?;
                return Ok(Expr {
                    kind: ExprKind::Cast(CastKind::Bit, ty, Box::new(e)),
                    loc,
                });
            }
            _ => {}
        }
        if t.is("typename")
            || (self.is_type_start()
                && (BUILTIN_WORDS.contains(&&*t.text) || !self.names_value_after_path()))
        {
            // A functional cast or construction: `float(x)`, `Vec3{1, 2, 3}`, `T()`.
            let (base, _) = self.decl_specifiers()?;
            if self.at("(") {
                let args = self.call_args()?;
                return Ok(Expr {
                    kind: ExprKind::Construct(base, args, false),
                    loc,
                });
            }
            if self.at("{") {
                let args = self.brace_list()?;
                return Ok(Expr {
                    kind: ExprKind::Construct(base, args, true),
                    loc,
                });
            }
            if let TypeExpr::Named(p) = base {
                // A static member or enumerator reached through a type: `Color::Red`.
                return Ok(Expr {
                    kind: ExprKind::Name(p),
                    loc,
                });
            }
            let found = self.describe_current();
            return self.err(
                self.loc(),
                format!("expected '(' after type name before {found}"),
            );
        }
        if t.is_ident() || t.is("::") {
            if t.is_ident() && is_reserved(&t.text) && !t.is("operator") {
                return self.err(loc, format!("expected expression before '{}'", t.text));
            }
            let p = self.path()?;
            // `Outer::Inner{...}`: a member type of a class, which the parser does not know as
            // a type name, constructed (nothing else of a qualified name is followed by `{`).
            if p.segments.len() > 1 && self.at("{") {
                let args = self.brace_list()?;
                return Ok(Expr {
                    kind: ExprKind::Construct(TypeExpr::Named(p), args, true),
                    loc,
                });
            }
            return Ok(Expr {
                kind: ExprKind::Name(p),
                loc,
            });
        }
        self.err(loc, format!("expected expression before '{}'", t.text))
    }

    /// For a path that starts with a type (`Foo::bar`, `Color::Red`): whether the path continues
    /// past the type to a member, making the whole a value.
    fn names_value_after_path(&self) -> bool {
        let mut i = self.pos;
        if self.toks[i].is("::") {
            i += 1;
        }
        let mut previous: Option<&str> = None;
        loop {
            let Some(t) = self.toks.get(i) else {
                return false;
            };
            // `Alias::Alias(...)`: a member of the aliased class (CUB's `Load::Load`).
            let alias_member =
                previous.is_some_and(|p| p == &*t.text && self.alias_names.contains(p));
            let last_type = self.is_type_name(&t.text) && !alias_member;
            previous = Some(&t.text);
            i += 1;
            if self.toks.get(i).is_some_and(|n| n.is("<")) && self.is_template_name(&t.text) {
                i = self.skip_angles(i);
            }
            if self.toks.get(i).is_some_and(|n| n.is("::"))
                && self.toks.get(i + 1).is_some_and(|n| n.is_ident())
            {
                i += 1;
                continue;
            }
            return !last_type;
        }
    }

    /// Whether an init-capture (`name = ...`, or `...name = ...` for a pack) starts `at`
    /// tokens ahead, and if so whether it is a pack's.
    fn init_capture_at(&self, at: usize) -> Option<bool> {
        let pack = self.peek(at).is("...");
        let name_at = at + usize::from(pack);
        (self.peek(name_at).is_ident() && self.peek(name_at + 1).is("=")).then_some(pack)
    }

    fn lambda(&mut self) -> PResult<Expr> {
        let loc = self.take().loc;
        let mut default_capture = None;
        let mut named_captures = Vec::new();
        let mut pack_captures = Vec::new();
        let mut init_captures = Vec::new();
        let mut this_capture = None;
        let mut first = true;
        while !self.at("]") && !self.tok().is_eof() {
            let at = self.tok().loc;
            let alone = |p: &Self, at: usize| p.peek(at).is("]") || p.peek(at).is(",");
            let by_ref = self.at("&");
            let name_at = usize::from(by_ref);
            if (self.at("=") || by_ref) && alone(self, 1) {
                if !first {
                    return self.err(at, "a capture default must come first in the capture list");
                }
                default_capture = Some(if by_ref {
                    CaptureDefault::Reference
                } else {
                    CaptureDefault::Copy
                });
                self.bump();
            } else if self.at("this") && alone(self, 1) {
                self.bump();
                this_capture = Some(ThisCapture::Pointer);
            } else if self.at("*") && self.peek(1).is("this") && alone(self, 2) {
                self.bump();
                self.bump();
                this_capture = Some(ThisCapture::Copy);
            } else if let Some(pack) = self.init_capture_at(name_at) {
                if by_ref {
                    self.bump();
                }
                if pack {
                    self.bump();
                }
                let name = self.ident()?;
                self.bump();
                let init = self.assign_expr()?;
                init_captures.push(InitCapture {
                    name,
                    by_ref,
                    pack,
                    init,
                });
            } else if self.peek(name_at).is_ident() && alone(self, name_at + 1) {
                let name = self.peek(name_at);
                named_captures.push((name.text.clone(), by_ref, name.loc));
                for _ in 0..=name_at {
                    self.bump();
                }
            } else if self.peek(name_at).is_ident()
                && self.peek(name_at + 1).is("...")
                && alone(self, name_at + 2)
            {
                let name = self.peek(name_at);
                pack_captures.push((name.text.clone(), by_ref, name.loc));
                for _ in 0..=name_at + 1 {
                    self.bump();
                }
            } else {
                // Something malformed: skipped to the comma.
                while !self.at(",") && !self.at("]") && !self.tok().is_eof() {
                    self.bump();
                }
            }
            first = false;
            self.eat(",");
        }
        self.expect("]")?;
        // The template parameters name types in the whole lambda.
        self.push_scope();
        let captured = Lambda {
            default_capture,
            named_captures,
            pack_captures,
            this_capture,
            init_captures,
            template: Vec::new(),
            params: Vec::new(),
            ret: None,
            body: Rc::new(Vec::new()),
            mutable: false,
            exception_spec: None,
            constraint: None,
            enclosing_packs: Vec::new(),
            loc,
        };
        let lambda = self.lambda_after_captures(captured);
        self.pop_scope();
        Ok(Expr {
            kind: ExprKind::Lambda(Rc::new(lambda?)),
            loc,
        })
    }

    /// A lambda from its template parameters on, given the lambda with its captures.
    fn lambda_after_captures(&mut self, captured: Lambda) -> PResult<Lambda> {
        let template = if self.at("<") {
            let params = self.template_params()?;
            self.declare_template_params(&params);
            params
        } else {
            Vec::new()
        };
        // `__device__` and `mutable` may precede or follow the parameter list.
        while self.eat("__device__") || self.eat("__host__") {}
        let (params, _) = if self.eat("(") {
            let p = self.params()?;
            self.expect(")")?;
            p
        } else {
            (Vec::new(), false)
        };
        // Its template parameters' constraints and its constrained `auto` parameters'.
        let mut template = template;
        template.append(&mut self.gathered.invented);
        let constraint = constraints::conjunction(
            self.gathered.template.take(),
            self.gathered.invented_constraint.take(),
        );
        let mut mutable = false;
        let mut exception_spec = None;
        loop {
            if self.eat("mutable") {
                mutable = true;
            } else if self.at("noexcept") {
                exception_spec = Some(self.exception_spec()?);
            } else if self.at("__attribute__") {
                self.attributes()?;
            } else if !(self.eat("__device__")
                || self.eat("__host__")
                || self.eat("constexpr")
                || self.eat("consteval"))
            {
                break;
            }
        }
        let ret = if self.eat("->") {
            Some(self.type_name()?)
        } else {
            None
        };
        let trailing = match self.at("requires") {
            true => Some(self.requires_clause()?),
            false => None,
        };
        let constraint = constraints::conjunction(constraint, trailing).map(Rc::new);
        let saved = self.no_gt;
        self.no_gt = false;
        let outer = std::mem::replace(
            &mut self.returns_decltype_auto,
            ret == Some(TypeExpr::DecltypeAuto),
        );
        let body = self.compound();
        self.returns_decltype_auto = outer;
        self.no_gt = saved;
        Ok(Lambda {
            template,
            params,
            ret,
            mutable,
            exception_spec,
            body: Rc::new(body?),
            constraint,
            ..captured
        })
    }

    /// Reports a name written with characters outside ASCII on a kernel, device function or
    /// device variable, as nvcc does: the names of device code are the GPU assembler's, which
    /// takes ASCII only.
    fn check_device_entity_name(&mut self, name: &str, cuda: CudaQuals, loc: Loc) {
        if name.is_ascii() || !cuda.any() {
            return;
        }
        let spelled: String = name
            .chars()
            .map(|c| match u32::from(c) {
                c @ 0..=0x7f => char::from(c as u8).to_string(),
                c @ 0x80..=0xffff => format!("\\u{c:04x}"),
                c => format!("\\U{c:08x}"),
            })
            .collect();
        let _: PResult<()> = self.err(
            loc,
            format!("Universal character is not allowed in device entity name (\"{spelled}\")"),
        );
    }

    /// Records which form a literal operator takes: C++ calls the raw form (`const char*`)
    /// or the template form (`template <char...>`) for a number only where no operator of the
    /// suffix takes the number's value.
    fn note_literal_operator(&mut self, f: &FunctionDecl) {
        let name = &f.name.last().name;
        if f.name.segments.len() != 1 || !name.starts_with("operator\"\"") {
            return;
        }
        let forms = self.literal_operators.entry(name.clone()).or_default();
        let char_pointer = |t: &TypeExpr| match t {
            TypeExpr::Pointer(p) => matches!(
                &**p,
                TypeExpr::Qualified(c, _) if **c == TypeExpr::Builtin(Builtin::Char)
            ),
            _ => false,
        };
        match (&f.template, &f.params[..]) {
            (Some(t), []) if matches!(&t[..], [p] if p.pack) => forms.template = true,
            (None, [p]) if char_pointer(&p.ty) => forms.raw = true,
            _ => forms.cooked = true,
        }
    }

    /// A character or string literal, or the user-defined literal it starts when a suffix
    /// follows it with no space (`'x'_c`, `"abc"_k`): its literal operator called with the
    /// character, or with the string and its length in code units (`length`, for strings).
    fn with_literal_suffix(&mut self, literal: Expr, length: Option<u64>) -> Expr {
        if !self.literal_suffix_ahead() {
            return literal;
        }
        let suffix = self.tok().text.clone();
        self.bump();
        suffixed_literal(&suffix, literal, length)
    }

    /// Whether the token here is a user-defined literal's suffix of the literal before it: a
    /// name starting with `_` written right after it.
    fn literal_suffix_ahead(&self) -> bool {
        let t = self.tok();
        t.kind == TokenKind::Ident && !t.space_before && t.text.starts_with('_')
    }

    /// Whether the token here is the suffix of the standard library's string literals
    /// (`"abc"s` of `<string>`, `"abc"sv` of `<string_view>`), the only ones without a `_`.
    fn standard_string_suffix_ahead(&self) -> bool {
        let t = self.tok();
        t.kind == TokenKind::Ident && !t.space_before && matches!(&*t.text, "s" | "sv")
    }

    fn number(&mut self, t: &Token) -> PResult<Expr> {
        let loc = t.loc;
        // Most numbers are plain digits: no copy without a separator or a capital letter.
        let text: Cow<str> = match t.text.contains('\'') {
            true => t.text.chars().filter(|&c| c != '\'').collect(),
            false => Cow::Borrowed(&t.text),
        };
        // A user-defined literal (`2_kb`, `1.5_half`, or one of the standard library's, whose
        // suffixes have no `_`: `2h`, `1.5ms`, `2.0i`): its literal operator called with the
        // number, as an `unsigned long long` or a `long double`, the types C++ gives it there;
        // or, where the suffix has only the raw or the template form, with its characters.
        if let Some(at) = text
            .find('_')
            .filter(|&at| at > 0)
            .or_else(|| standard_literal_suffix(&text))
        {
            let number = &text[..at];
            let operator = literal_operator(&text[at..]);
            let forms = self
                .literal_operators
                .get(&operator.last().name)
                .copied()
                .unwrap_or_default();
            if !forms.cooked && (forms.raw || forms.template) {
                // The literal as written, digit separators included, without its suffix.
                let written = t.text.strip_suffix(&text[at..]).unwrap_or(number);
                let (callee, args) = match forms.raw {
                    true => {
                        let bytes = written.as_bytes().to_vec();
                        let string = Expr {
                            kind: ExprKind::Str(StringLiteral::narrow(bytes)),
                            loc,
                        };
                        (operator, vec![string])
                    }
                    false => {
                        let chars = written
                            .bytes()
                            .map(|b| {
                                TemplateArg::Expr(Expr {
                                    kind: ExprKind::Char(i64::from(b), Encoding::Plain),
                                    loc,
                                })
                            })
                            .collect();
                        let mut callee = operator;
                        callee.segments[0].targs = Some(chars);
                        (callee, vec![])
                    }
                };
                return Ok(literal_operator_call(callee, args, loc));
            }
            let floating = is_floating_literal(&number.to_ascii_lowercase());
            let literal = Token {
                text: format!("{number}{}", if floating { "L" } else { "ull" }).into(),
                ..t.clone()
            };
            let value = self.number(&literal)?;
            return Ok(literal_operator_call(operator, vec![value], loc));
        }
        let lower: Cow<str> = match text.bytes().any(|b| b.is_ascii_uppercase()) {
            true => text.to_ascii_lowercase().into(),
            false => Cow::Borrowed(&text),
        };
        let is_hex = lower.starts_with("0x");
        if is_floating_literal(&lower) {
            let (body, single, long) = if let Some(b) = lower.strip_suffix('f') {
                (b.to_string(), true, false)
            } else if let Some(b) = lower.strip_suffix('l') {
                (b.to_string(), false, true)
            } else {
                (lower.to_string(), false, false)
            };
            // A `float` constant is rounded once, from the decimal digits to single precision
            // (through a double, a value just past a tie would round twice).
            let value = if is_hex {
                parse_hex_float(&body, single)
            } else if single {
                body.parse::<f32>().ok().map(f64::from)
            } else {
                body.parse::<f64>().ok()
            };
            return match value {
                Some(value) => Ok(Expr {
                    kind: ExprKind::Float {
                        value,
                        single,
                        long,
                    },
                    loc,
                }),
                None => self.err(loc, format!("invalid floating constant '{}'", t.text)),
            };
        }
        let digits_end = lower
            .char_indices()
            .find(|&(i, c)| {
                if is_hex {
                    i > 1 && !c.is_ascii_hexdigit()
                } else {
                    !c.is_ascii_digit() && (!lower.starts_with("0b") || i != 1)
                }
            })
            .map(|(i, _)| i)
            .unwrap_or(lower.len());
        let (digits, suffix) = lower.split_at(digits_end);
        let parsed = if is_hex {
            u64::from_str_radix(&digits[2..], 16)
        } else if let Some(b) = digits.strip_prefix("0b") {
            u64::from_str_radix(b, 2)
        } else if digits.len() > 1 && digits.starts_with('0') {
            u64::from_str_radix(&digits[1..], 8)
        } else {
            digits.parse::<u64>()
        };
        let suffix_ok = matches!(suffix, "" | "u" | "l" | "ul" | "lu" | "ll" | "ull" | "llu");
        match parsed {
            Ok(value) if suffix_ok => {
                let suffix: Rc<str> = match suffix {
                    "lu" => "ul".into(),
                    "llu" => "ull".into(),
                    s => s.into(),
                };
                Ok(Expr {
                    kind: ExprKind::Int {
                        value,
                        suffix,
                        decimal: !is_hex && !digits.starts_with('0'),
                    },
                    loc,
                })
            }
            Ok(_) => self.err(
                loc,
                format!("invalid suffix '{suffix}' on integer constant"),
            ),
            Err(e) if *e.kind() == std::num::IntErrorKind::PosOverflow && suffix_ok => {
                self.err(loc, "integer constant is too large for its type")
            }
            Err(_) if !is_hex && digits.len() > 1 && digits.starts_with('0') => {
                match digits.chars().find(|c| !('0'..='7').contains(c)) {
                    Some(d) => self.err(loc, format!("invalid digit '{d}' in octal constant")),
                    None => self.err(loc, format!("invalid integer constant '{}'", t.text)),
                }
            }
            Err(_) => self.err(loc, format!("invalid integer constant '{}'", t.text)),
        }
    }

    /// The code units of a character or string literal in `encoding` (its own prefix's, or
    /// that of a string it is joined to), escapes resolved: a character and a universal
    /// character name as the encoding writes it, a numeric escape as one unit of its value.
    fn unescape(&mut self, t: &Token, quote: char, encoding: Encoding) -> PResult<Vec<u32>> {
        let text = &*t.text;
        let open = text.find(quote).unwrap_or(0);
        let prefix = &text[..open];
        let mut out = Vec::new();
        let put = |out: &mut Vec<u32>, c: char| match encoding {
            Encoding::Plain | Encoding::Utf8 => {
                let mut buf = [0; 4];
                out.extend(c.encode_utf8(&mut buf).bytes().map(u32::from));
            }
            Encoding::Utf16 => {
                let mut buf = [0; 2];
                out.extend(c.encode_utf16(&mut buf).iter().map(|&u| u32::from(u)));
            }
            Encoding::Utf32 | Encoding::Wide => out.push(c as u32),
        };
        if prefix.ends_with('R') {
            let inner = &text[open + 1..text.len() - 1];
            let start = inner.find('(').map(|i| i + 1).unwrap_or(0);
            let end = inner.rfind(')').unwrap_or(inner.len());
            inner[start..end.max(start)]
                .chars()
                .for_each(|c| put(&mut out, c));
            return Ok(out);
        }
        let unit_mask = match encoding.unit_bytes() {
            1 => 0xff,
            2 => 0xffff,
            _ => u32::MAX,
        };
        let body = &text[open + 1..text.len().saturating_sub(1).max(open + 1)];
        let mut chars = body.chars().peekable();
        while let Some(c) = chars.next() {
            if c != '\\' {
                put(&mut out, c);
                continue;
            }
            let Some(e) = chars.next() else { break };
            let v: u32 = match e {
                'n' => 10,
                't' => 9,
                'r' => 13,
                '0'..='7' => {
                    let mut v = e as u32 - '0' as u32;
                    for _ in 0..2 {
                        match chars.peek() {
                            Some(&d @ '0'..='7') => {
                                v = v * 8 + (d as u32 - '0' as u32);
                                chars.next();
                            }
                            _ => break,
                        }
                    }
                    v
                }
                'x' => {
                    let mut v: u32 = 0;
                    let mut n = 0;
                    while let Some(d) = chars.peek().and_then(|c| c.to_digit(16)) {
                        v = v.wrapping_mul(16).wrapping_add(d);
                        chars.next();
                        n += 1;
                    }
                    if n == 0 {
                        return self.err(t.loc, "\\x used with no following hex digits");
                    }
                    v
                }
                'a' => 7,
                'b' => 8,
                'f' => 12,
                'v' => 11,
                'e' => 27,
                '\\' | '\'' | '"' | '?' => e as u32,
                'u' | 'U' => {
                    let digits = if e == 'u' { 4 } else { 8 };
                    let hex: String = (0..digits).map_while(|_| chars.next()).collect();
                    let c = u32::from_str_radix(&hex, 16)
                        .ok()
                        .filter(|_| hex.len() == digits)
                        .and_then(char::from_u32);
                    let Some(c) = c else {
                        return self
                            .err(t.loc, format!("invalid universal character '\\{e}{hex}'"));
                    };
                    put(&mut out, c);
                    continue;
                }
                // (The character itself, as nvcc and the host compilers take it: `"50\%"`.)
                _ => {
                    self.errors.push(Diagnostic {
                        severity: Severity::Warning,
                        loc: Some(t.loc),
                        message: "unrecognized character escape sequence".into(),
                    });
                    e as u32
                }
            };
            out.push(v & unit_mask);
        }
        Ok(out)
    }
}

/// The value of a hexadecimal floating literal's digits (`0x1.8p-3`, without its suffix),
/// correctly rounded (to nearest, ties to even) to `double`, or to `float` where `single`:
/// every digit counts (past the 128 bits kept, as a sticky bit), and values below the
/// smallest normal round to the subnormal they are nearest.
fn parse_hex_float(s: &str, single: bool) -> Option<f64> {
    let s = s.strip_prefix("0x")?;
    let (mant, exp) = s.split_once('p').unwrap_or((s, "0"));
    let (int, frac) = mant.split_once('.').unwrap_or((mant, ""));
    // (Past a million either way a value is infinite or zero whatever its digits.)
    let mut exponent = exp.parse::<i64>().ok()?.clamp(-1_000_000, 1_000_000);
    let (mut m, mut sticky) = (0u128, false);
    for (k, c) in int.chars().chain(frac.chars()).enumerate() {
        let d = c.to_digit(16)?;
        if k >= int.len() {
            exponent -= 4;
        }
        if m >> 120 == 0 {
            m = m << 4 | u128::from(d);
        } else {
            // Past 124 bits: the digit only scales the value and marks it inexact.
            exponent += 4;
            sticky |= d != 0;
        }
    }
    if m == 0 {
        return Some(0.0);
    }
    // value = m * 2^exponent; its least significant kept bit's place is that of the type's
    // precision below the leading bit, but no lower than the subnormals' unit.
    let (precision, min_exponent, max_exponent) = match single {
        true => (24i64, -126i64, 127i64),
        false => (53, -1022, 1023),
    };
    let top = exponent + 127 - i64::from(m.leading_zeros());
    if top > max_exponent {
        return Some(f64::INFINITY);
    }
    let lsb = (top - (precision - 1)).max(min_exponent - (precision - 1));
    let shift = lsb - exponent;
    let q = if shift <= 0 {
        m << -shift
    } else {
        // What the shift drops, against half the kept unit (a shift past 128 bits drops all
        // of `m`, which is then below half of it).
        let q = m.checked_shr(shift as u32).unwrap_or(0);
        let rem = m & 1u128
            .checked_shl(shift as u32)
            .map_or(u128::MAX, |unit| unit - 1);
        let half = 1u128.checked_shl(shift as u32 - 1);
        let up = half.is_some_and(|half| rem > half || (rem == half && (sticky || q & 1 == 1)));
        q + u128::from(up)
    };
    // `q * 2^lsb` is exact in a double (at most 54 bits, at a representable place).
    let mut value = q as f64;
    let mut e = lsb;
    while e < -1000 {
        value *= 2f64.powi(-1000);
        e += 1000;
    }
    Some(value * 2f64.powi(e as i32))
}

#[derive(Clone, Debug, Default)]
struct DeclSpec {
    storage: Storage,
    cuda: CudaQuals,
    align: Option<Expr>,
    /// The declaration is a constructor or destructor (no return type written).
    constructor: bool,
    conversion: bool,
    /// `C auto` or `C<args> auto`: the placeholder's type constraint, and where it is written.
    placeholder: Option<(Path, Loc)>,
    /// `explicit(condition)` (see [`FunctionDecl::explicit_condition`]).
    explicit_condition: Option<Rc<Expr>>,
}

impl DeclSpec {
    /// The variable these specifiers declare with a declarator's name, type, initializer and
    /// alignment (which overrides the specifiers').
    fn variable(
        &self,
        name: Rc<str>,
        ty: TypeExpr,
        init: Option<Expr>,
        declarator_align: Option<Expr>,
        loc: Loc,
    ) -> VarDecl {
        VarDecl {
            copy_list: false,
            constraint: self.placeholder.clone(),
            deprecated: None,
            name,
            ty,
            init,
            storage: self.storage,
            cuda: self.cuda,
            align: declarator_align
                .or_else(|| self.align.clone())
                .map(Box::new),
            loc,
        }
    }
}

/// Tokens that end an expression and that no operand starts with: after `(X::y)` they make
/// it a parenthesized name, not a cast.
const CLOSES_OPERAND: &[&str] = &[
    ";", ")", ",", "]", "}", "?", ":", "=", "==", "!=", "<", ">", "<=", ">=", "/", "%", "|", "^",
    "<<", ">>", "||", "+=", "-=", "*=", "/=",
];

const BUILTIN_WORDS: &[&str] = &[
    "void",
    "bool",
    "_Bool",
    "char",
    "short",
    "int",
    "long",
    "float",
    "double",
    "signed",
    "unsigned",
    "__int64",
    "__int128",
    "__int128_t",
    "__uint128_t",
    "wchar_t",
    "char8_t",
    "char16_t",
    "char32_t",
];

const SPECIFIER_WORDS: &[&str] = &[
    "typedef",
    "static",
    "extern",
    "inline",
    "__inline",
    "__inline__",
    "__forceinline__",
    "__noinline__",
    "constexpr",
    "consteval",
    "constinit",
    "virtual",
    "explicit",
    "register",
    "friend",
    "mutable",
    "thread_local",
    "_Thread_local",
    "const",
    "volatile",
    "__global__",
    "__device__",
    "__host__",
    "__shared__",
    "__constant__",
    "__managed__",
    "__grid_constant__",
    "__restrict__",
    "__device_builtin__",
    "__attribute__",
    "alignas",
    "__launch_bounds__",
    "__cluster_dims__",
    "__maxnreg__",
];

fn is_reserved(s: &str) -> bool {
    matches!(
        s,
        "if" | "else"
            | "requires"
            | "for"
            | "while"
            | "do"
            | "switch"
            | "case"
            | "default"
            | "return"
            | "break"
            | "continue"
            | "goto"
            | "struct"
            | "class"
            | "union"
            | "enum"
            | "typedef"
            | "sizeof"
            | "static"
            | "extern"
            | "const"
            | "volatile"
            | "template"
            | "typename"
            | "namespace"
            | "using"
            | "public"
            | "private"
            | "protected"
            | "new"
            | "delete"
            | "this"
            | "true"
            | "false"
            | "nullptr"
            | "static_cast"
            | "reinterpret_cast"
            | "const_cast"
            | "dynamic_cast"
            | "operator"
            | "void"
            | "int"
            | "char"
            | "float"
            | "double"
            | "long"
            | "short"
            | "signed"
            | "unsigned"
            | "bool"
            | "auto"
            | "inline"
            | "virtual"
            | "friend"
            | "static_assert"
            | "decltype"
            | "constexpr"
            | "throw"
            | "try"
            | "catch"
    )
}

/// GNU's spellings of `typeof` (see [`Parser::typeof_type`]).
/// Words that begin a type computed from a parenthesized operand: GNU's `typeof`, and
/// `__underlying_type(T)` (an enumeration's underlying type, which `<type_traits>` uses).
const TYPEOF_WORDS: &[&str] = &["typeof", "__typeof__", "__typeof", UNDERLYING_TYPE];

/// The built-in that names an enumeration's underlying type. Read as the template-id
/// `__underlying_type<T>`, which the lowering knows.
pub const UNDERLYING_TYPE: &str = "__underlying_type";

fn builtin_from_words(words: &[Rc<str>]) -> Option<Builtin> {
    let mut signed = false;
    let mut unsigned = false;
    let (mut short, mut long, mut int, mut char_, mut other) = (0, 0, 0, 0, None);
    let mut int128 = false;
    for w in words {
        match &**w {
            "signed" => signed = true,
            "unsigned" => unsigned = true,
            "short" => short += 1,
            "long" => long += 1,
            "int" => int += 1,
            "char" => char_ += 1,
            "__int64" => long += 2,
            "__int128" | "__int128_t" if !int128 => int128 = true,
            "__uint128_t" if !int128 => {
                int128 = true;
                unsigned = true;
            }
            "void" | "bool" | "_Bool" | "float" | "double" | "wchar_t" | "char8_t" | "char16_t"
            | "char32_t" => {
                if other.is_some() {
                    return None;
                }
                other = Some(w.clone());
            }
            _ => return None,
        }
    }
    if int > 1 || char_ > 1 || (signed && unsigned) || short > 1 || long > 2 {
        return None;
    }
    if int128 {
        if short > 0 || long > 0 || int > 0 || char_ > 0 || other.is_some() {
            return None;
        }
        return Some(if unsigned {
            Builtin::UInt128
        } else {
            Builtin::Int128
        });
    }
    if let Some(o) = other {
        if signed || unsigned || short > 0 || int > 0 || char_ > 0 {
            return None;
        }
        return Some(match &*o {
            "void" => Builtin::Void,
            "bool" | "_Bool" => Builtin::Bool,
            "float" if long == 0 => Builtin::Float,
            "double" if long == 0 => Builtin::Double,
            "double" if long == 1 => Builtin::LongDouble,
            // (As the host's: `wchar_t` is signed and `char32_t` unsigned, 32 bits each.)
            "wchar_t" if long == 0 => Builtin::WChar,
            "char32_t" if long == 0 => Builtin::Char32,
            "char8_t" if long == 0 => Builtin::Char8,
            "char16_t" if long == 0 => Builtin::Char16,
            _ => return None,
        });
    }
    if char_ == 1 {
        if short > 0 || long > 0 || int > 0 {
            return None;
        }
        return Some(if unsigned {
            Builtin::UChar
        } else if signed {
            Builtin::SChar
        } else {
            Builtin::Char
        });
    }
    if short == 1 {
        if long > 0 {
            return None;
        }
        return Some(if unsigned {
            Builtin::UShort
        } else {
            Builtin::Short
        });
    }
    Some(match (long, unsigned) {
        (0, false) => Builtin::Int,
        (0, true) => Builtin::UInt,
        (1, false) => Builtin::Long,
        (1, true) => Builtin::ULong,
        (_, false) => Builtin::LongLong,
        (_, true) => Builtin::ULongLong,
    })
}

/// Replaces the innermost placeholder (the `void` a parenthesized declarator was parsed against)
/// with `outer`: `int (*p)[4]` parses `*p` against the placeholder, then substitutes `int[4]`.
/// Whether `second` follows `first` with nothing between them (the two halves of a `>>` the
/// lexer split).
fn touching(first: &Token, second: &Token) -> bool {
    !second.space_before && second.loc.line == first.loc.line && second.loc.col == first.loc.col + 1
}

fn substitute_placeholder(inner: TypeExpr, outer: TypeExpr) -> TypeExpr {
    match inner {
        TypeExpr::Builtin(Builtin::Void) => outer,
        TypeExpr::Pointer(t) => TypeExpr::Pointer(Box::new(substitute_placeholder(*t, outer))),
        TypeExpr::Reference(t, k) => {
            TypeExpr::Reference(Box::new(substitute_placeholder(*t, outer)), k)
        }
        TypeExpr::Qualified(t, q) => {
            TypeExpr::Qualified(Box::new(substitute_placeholder(*t, outer)), q)
        }
        TypeExpr::Array(t, n) => TypeExpr::Array(Box::new(substitute_placeholder(*t, outer)), n),
        TypeExpr::Function(t, p, v) => {
            TypeExpr::Function(Box::new(substitute_placeholder(*t, outer)), p, v)
        }
        TypeExpr::MemberPointer { class, member } => TypeExpr::MemberPointer {
            class,
            member: Box::new(substitute_placeholder(*member, outer)),
        },
        other => other,
    }
}

/// A short spelling of a written type, used to name conversion operators.
pub fn type_key(t: &TypeExpr) -> String {
    match t {
        TypeExpr::Builtin(b) => format!("{b:?}").to_lowercase(),
        TypeExpr::Named(p) => p
            .segments
            .iter()
            .map(|s| s.name.to_string())
            .collect::<Vec<_>>()
            .join("::"),
        TypeExpr::Qualified(t, _) => type_key(t),
        TypeExpr::Pointer(t) => format!("{}*", type_key(t)),
        TypeExpr::Reference(t, _) => format!("{}&", type_key(t)),
        _ => "?".into(),
    }
}

/// The operator a fold expression may fold over, if `t` is one.
/// The operator of an assignment token: `None` for `=`, the arithmetic of a compound one
/// (`+=`); `None` outside for any other token.
fn assignment_op(text: &str) -> Option<Option<BinaryOp>> {
    Some(Some(match text {
        "=" => return Some(None),
        "+=" => BinaryOp::Add,
        "-=" => BinaryOp::Sub,
        "*=" => BinaryOp::Mul,
        "/=" => BinaryOp::Div,
        "%=" => BinaryOp::Rem,
        "<<=" => BinaryOp::Shl,
        ">>=" => BinaryOp::Shr,
        "&=" => BinaryOp::BitAnd,
        "|=" => BinaryOp::BitOr,
        "^=" => BinaryOp::BitXor,
        _ => return None,
    }))
}

fn fold_op(t: &Token) -> Option<FoldOp> {
    if t.kind != TokenKind::Punct {
        return None;
    }
    if let Some(op) = assignment_op(&t.text) {
        return Some(FoldOp::Assign(op));
    }
    Some(FoldOp::Binary(match &*t.text {
        "," => return Some(FoldOp::Comma),
        ".*" => return Some(FoldOp::PointerToMember { arrow: false }),
        "->*" => return Some(FoldOp::PointerToMember { arrow: true }),
        "+" => BinaryOp::Add,
        "-" => BinaryOp::Sub,
        "*" => BinaryOp::Mul,
        "/" => BinaryOp::Div,
        "%" => BinaryOp::Rem,
        "^" => BinaryOp::BitXor,
        "&" => BinaryOp::BitAnd,
        "|" => BinaryOp::BitOr,
        "<<" => BinaryOp::Shl,
        "==" => BinaryOp::Eq,
        "!=" => BinaryOp::Ne,
        "<" => BinaryOp::Lt,
        ">" => BinaryOp::Gt,
        "<=" => BinaryOp::Le,
        ">=" => BinaryOp::Ge,
        "&&" => BinaryOp::LogAnd,
        "||" => BinaryOp::LogOr,
        _ => return None,
    }))
}

/// Whether `ty` names the legacy `texture<T, dim, mode>` or `surface<T, dim>` template.
fn is_legacy_reference(ty: &TypeExpr) -> bool {
    match ty {
        TypeExpr::Named(p) => {
            let last = p.last();
            p.segments.len() == 1
                && matches!(&*last.name, "texture" | "surface")
                && last.targs.is_some()
        }
        TypeExpr::Qualified(t, _) => is_legacy_reference(t),
        _ => false,
    }
}

/// The `)` that closes the `(` that `toks` starts with.
fn matching_paren(toks: &[Token]) -> Option<usize> {
    let mut depth = 0usize;
    for (i, t) in toks.iter().enumerate() {
        if t.is("(") {
            depth += 1;
        } else if t.is(")") {
            depth -= 1;
            if depth == 0 {
                return Some(i);
            }
        }
    }
    None
}

/// The class whose member a qualified declarator-id names (`C` of `C::f`, `ns::C<T>::f`).
fn member_of(name: &Path) -> Option<Rc<str>> {
    let n = name.segments.len();
    (n >= 2).then(|| name.segments[n - 2].name.clone())
}

/// The user-defined literal of `suffix` on a character or string `literal`: its literal
/// operator called with the character, or with the string and its length in code units
/// (`length`, for strings).
fn suffixed_literal(suffix: &str, literal: Expr, length: Option<u64>) -> Expr {
    let loc = literal.loc;
    let mut args = vec![literal];
    if let Some(length) = length {
        args.push(Expr {
            kind: ExprKind::Int {
                value: length,
                suffix: Rc::from("ul"),
                decimal: true,
            },
            loc,
        });
    }
    literal_operator_call(literal_operator(suffix), args, loc)
}

/// The literal operator of a user-defined literal's suffix (`operator""_k` for `_k`).
fn literal_operator(suffix: &str) -> Path {
    Path::simple(format!("operator\"\"{suffix}").into())
}

/// A call of the literal operator `callee` (its template arguments written, for the template
/// form) with `args`: what a user-defined literal means.
fn literal_operator_call(callee: Path, args: Vec<Expr>, loc: Loc) -> Expr {
    Expr::call_of_name(callee, args, loc)
}

/// Whether a number's text (in lower case) is a floating-point literal.
fn is_floating_literal(lower: &str) -> bool {
    match lower.starts_with("0x") {
        true => lower.contains('p') || lower.contains('.'),
        false => lower.contains('.') || lower.contains('e'),
    }
}

/// Where the suffix of a decimal literal starts when it is one of the standard library's
/// literal operators (`<chrono>`'s `h`, `min`, `s`, `ms`, `us`, `ns`, `d`, `y`, `<complex>`'s
/// `i`, `if`, `il`), which are the only ones spelled without a leading `_`.
fn standard_literal_suffix(text: &str) -> Option<usize> {
    const SUFFIXES: [&str; 11] = ["min", "ms", "us", "ns", "if", "il", "h", "s", "d", "y", "i"];
    let radix_prefix = |p: &str| text.get(..2).is_some_and(|t| t.eq_ignore_ascii_case(p));
    if radix_prefix("0x") || radix_prefix("0b") {
        return None;
    }
    let suffix = SUFFIXES.iter().find(|s| text.ends_with(*s))?;
    let number = &text[..text.len() - suffix.len()];
    let numeric = |c: char| c.is_ascii_digit() || matches!(c, '.' | 'e' | 'E' | '+' | '-');
    let starts_right = number.starts_with(|c: char| c.is_ascii_digit() || c == '.');
    (starts_right && number.chars().all(numeric)).then_some(number.len())
}

/// The forms the literal operators of one suffix take.
#[derive(Clone, Copy, Debug, Default)]
struct LiteralOperatorForms {
    /// A value: `operator""_k(unsigned long long)`, `(long double)`, a character or a string.
    cooked: bool,
    /// `operator""_k(const char*)`: a number's characters as written.
    raw: bool,
    /// `template <char...> operator""_k()`: a number's characters as template arguments.
    template: bool,
}

/// The access of the members and bases a class declares before saying otherwise.
fn default_access(kind: StructKind) -> Access {
    match kind {
        StructKind::Class => Access::Private,
        StructKind::Struct | StructKind::Union => Access::Public,
    }
}

/// Whether the member declaration `toks` (which the parser could not read) seems to declare
/// a non-static data member: no function, type, friend or static member.
fn declares_data_member(toks: &[Token]) -> bool {
    const OTHER_MEMBERS: &[&str] = &[
        "(",
        "static",
        "typedef",
        "using",
        "friend",
        "template",
        "struct",
        "class",
        "union",
        "enum",
        "operator",
        "static_assert",
    ];
    !toks.iter().any(|t| OTHER_MEMBERS.iter().any(|m| t.is(m)))
}

/// The names `by_class` holds for the classes `bases` name (their members, by class name).
fn inherited(by_class: &HashMap<Rc<str>, HashSet<Rc<str>>>, bases: &[TypeExpr]) -> Vec<Rc<str>> {
    bases
        .iter()
        .filter_map(|base| match base {
            TypeExpr::Named(p) => by_class.get(&p.last().name),
            _ => None,
        })
        .flatten()
        .cloned()
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lex::tokenize;
    use crate::source::SourceMap;

    fn parse_src(src: &str) -> (TranslationUnit, String) {
        let mut sm = SourceMap::new();
        let f = sm.add("t.cu", "t.cu", src.as_bytes());
        let mut d = Diagnostics::new();
        let toks = tokenize(&sm, f, &mut d);
        let tu = parse(toks, &Unit::default(), &[], &mut d);
        (tu, d.render(&sm))
    }

    #[test]
    fn shifts_split_in_place_keep_every_other_token() {
        let mut sm = SourceMap::new();
        let f = sm.add("t.cu", "t.cu", b">> a @ >>>> and b >>");
        let mut d = Diagnostics::new();
        let toks = language_tokens(tokenize(&sm, f, &mut d), &mut d);
        let spelled: Vec<(&str, u32, bool)> = toks
            .iter()
            .map(|t| (&*t.text, t.loc.col, t.space_before))
            .collect();
        assert_eq!(
            spelled,
            [
                (">", 1, false),
                (">", 2, false),
                ("a", 4, true),
                (">", 8, true),
                (">", 9, false),
                (">", 10, false),
                (">", 11, false),
                ("&&", 13, true),
                ("b", 17, true),
                (">", 19, true),
                (">", 20, false),
                ("", 21, false),
            ]
        );
        assert!(d.has_errors(), "the stray '@' is reported");
        let f = sm.add("e.cu", "e.cu", b"");
        assert_eq!(language_tokens(tokenize(&sm, f, &mut d), &mut d).len(), 1);
    }

    #[test]
    fn vector_add_parses() {
        let (tu, errs) = parse_src(
            "__global__ void add(const float* a, const float* b, float* c, int n) {\n  int i = blockIdx.x * blockDim.x + threadIdx.x;\n  if (i < n) c[i] = a[i] + b[i];\n}\nint main() { std::vector<int> v; return 0; }\n",
        );
        assert_eq!(errs, "");
        assert_eq!(tu.items.len(), 2);
    }

    #[test]
    fn host_code_that_does_not_parse_is_skimmed() {
        let (_, errs) = parse_src("auto x = [](auto&&... a) { return sizeof...(a); };\ntemplate <template <class> class X> struct Y {};\n__device__ int ok;\n");
        assert_eq!(errs, "");
    }

    #[test]
    fn device_errors_are_reported_with_location() {
        let (_, errs) = parse_src("__global__ void k(int* p) {\n  p[0] = ;\n}\n");
        assert!(
            errs.starts_with("t.cu:2:10: error: expected expression before ';'"),
            "{errs}"
        );
    }

    #[test]
    fn templates_structs_and_lambdas() {
        let (tu, errs) = parse_src(
            "template <typename T, int N = 4> struct Arr { T v[N]; __device__ T& operator[](int i) { return v[i]; } };\n\
             template <typename T> __device__ T sq(T x) { return x * x; }\n\
             __global__ void k(Arr<float, 4> a, float* out) { auto f = [&](float x) { return sq<float>(x) + a[0]; }; out[0] = f(2.0f); }\n",
        );
        assert_eq!(errs, "");
        assert_eq!(tu.items.len(), 3);
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_crash() {
        let src = format!(
            "__device__ int x = {}1{};",
            "(".repeat(5000),
            ")".repeat(5000)
        );
        let errs = crate::compile::with_front_end_stack(move || parse_src(&src).1);
        assert!(errs.contains("nesting too deep"), "{errs}");
    }

    #[test]
    fn else_if_chains_are_not_nesting() {
        let mut src = String::from("__device__ int f(int x) { if (x == 0) return 0;");
        for i in 1..10_000 {
            src.push_str(&format!(" else if (x == {i}) return {i};"));
        }
        src.push_str(" else return -1; }");
        let errs = crate::compile::with_front_end_stack(move || parse_src(&src).1);
        assert_eq!(errs, "");
    }
}
