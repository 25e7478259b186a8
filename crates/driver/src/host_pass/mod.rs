//! The host rewrite: a preprocessed `.cu` file in, host-only C++ out, as nvcc's front end does.
//!
//! The input is the system preprocessor's output (macros expanded, line markers kept). The
//! text is edited in place by byte range (see [`edits`] for the line-preserving invariant):
//!
//! * `__global__` definitions keep their signature; the body becomes a launch stub
//!   ([`stub`]). Prototypes stay, without the qualifier.
//! * `__device__` functions (without `__host__`) are removed; `__host__ __device__` and
//!   `__host__` ones stay. Every execution-space and memory-space qualifier left in the text is
//!   blanked with spaces.
//! * `__device__`, `__constant__` and `__managed__` variables and `texture<...>` and
//!   `surface<...>` references at namespace scope become host shadows, registered with the
//!   runtime. Namespace-scope `__shared__` variables (typically `extern __shared__ T buf[];`)
//!   exist only on the device and are removed. A `__device__` or `__constant__` variable template registers each
//!   instance the host compiler makes ([`register_variable_templates`]).
//! * Launches become calls through the runtime ([`launch`]).
//! * A prelude and the module registration are added ([`emit`]).
//!
//! Errors nvcc reports in host code that the host compiler would report against the rewrite,
//! in its own words (a call of a device-only function, a launch with the wrong number of
//! arguments), are reported first ([`check`]); every error is rendered at the user's line and
//! column with the source line ([`report`]).
//!
//! Kernels and variables are registered under their qualified names (`ns::name`), anonymous
//! namespaces left out. A templated kernel registers each instantiation the program names before
//! `main` (see [`stub::Instance`]), with its template arguments as `t:<typeid name>` for a type and `v:<decimal>` for a value,
//! comma separated (`t:f,v:256`).

mod check;
mod edits;
mod emit;
mod lambdas;
mod launch;
mod report;
mod scan;
mod skim;
mod stub;
mod tokens;

use edits::Edits;
pub use emit::{device_link_anchors, device_symbol_linkage, Image};
use ferrocuda_frontend::lex::TokenKind;
use std::collections::HashMap;
use stub::{InstanceOf, KernelRecord, StubInfo, TemplateParamKind};
use tokens::Stream;

/// The rewritten file and what it registers.
#[derive(Debug)]
pub struct Rewrite {
    pub text: String,
    /// Qualified names of the kernels defined in the file.
    pub kernels: Vec<String>,
    /// The kernel templates' names as they register (`name#k` where several share a name),
    /// by the id of their instances' records (`__fc_instance_<id>`).
    pub template_kernels: HashMap<usize, String>,
    /// Qualified names of the registered variables.
    pub variables: Vec<String>,
    /// Every file the preprocessor read, from the line markers (`<built-in>` and such left
    /// out), first seen first.
    pub files: Vec<String>,
    /// How long the text's prelude is: what comes before the main file's first line (the
    /// headers the preprocessing read first, with what the rewrite adds at the top), which a
    /// precompiled header may stand for (`crate::host_pch`). `None` where the main file's
    /// first line has no marker of its own.
    pub prelude_len: Option<usize>,
}

/// What the build tells the rewrite besides the text.
#[derive(Clone, Copy, Debug, Default)]
pub struct RewriteOptions<'a> {
    /// `--expt-relaxed-constexpr`: `__device__ constexpr` functions are host functions too, as
    /// nvcc makes them.
    pub relaxed_constexpr: bool,
    /// The name of the translation unit in its extended lambdas' classes (see `lambdas`).
    pub lambda_unit: &'a str,
    /// `-rdc=true`: device variables are shared with other files' device code, and so are
    /// their host shadows; without it each file's are its own (`static`), as nvcc makes them.
    pub relocatable: bool,
    /// Qualify the class template a member alias of the same name aliases (`typedef
    /// BlockExchange<T, N> BlockExchange;` becomes `typedef ::cub::BlockExchange<T, N>
    /// BlockExchange;`), as nvcc's host code names it: GCC refuses the unqualified form (the
    /// declaration "changes meaning" of the name in its class, which C++ leaves undiagnosed).
    pub qualify_self_named_aliases: bool,
}

/// Rewrites `src`, the preprocessed text of `main_file`, embedding `image`. On error, the
/// diagnostics rendered as `file:line:col: error: message` lines.
pub fn rewrite(
    src: &str,
    main_file: &str,
    image: Image,
    options: RewriteOptions,
) -> Result<Rewrite, String> {
    let s = Stream::new(src);
    let main = s
        .markers
        .first()
        .map_or(main_file.to_string(), |m| m.file.clone());
    let mut sc = scan::scan(&s, &main, options);
    let mut edits = Edits::default();

    for &(a, b) in &sc.removals {
        edits.remove(src, s.toks[a].start, s.toks[b].end);
    }
    for ((a, b), text) in &sc.replacements {
        edits.replace(src, s.toks[*a].start, s.toks[*b].end, text);
    }
    for (at, text) in &sc.insertions {
        edits.insert(s.toks[*at].start, text.as_str());
    }

    let mut kernels = Vec::new();
    let mut template_kernels = HashMap::new();
    let kernel_templates = stub_kernels(
        &s,
        src,
        &sc,
        &mut edits,
        (&mut kernels, &mut template_kernels),
    );
    let variable_templates = register_variable_templates(&s, &sc, &mut edits);
    let templates = kernel_templates || variable_templates;
    let extended_lambdas = lambdas::rewrite(&s, src, &sc, options.lambda_unit, &mut edits);
    edits.seal_claims();

    let mut launch_errors = Vec::new();
    let launches = launch::find(&s, &mut launch_errors);
    sc.errors.extend(launch_errors);
    let live_launches: Vec<_> = launches
        .iter()
        .filter(|l| !edits.is_claimed(s.toks[l.open].start))
        .collect();
    for l in &live_launches {
        launch::rewrite(&s, src, l, &mut edits);
    }
    strip_qualifiers(&s, src, &mut edits);
    unqualify_class_heads(&s, src, &mut edits);
    sc.errors
        .extend(check::launch_arguments(&s, &sc, &live_launches));
    sc.errors.extend(check::device_calls(&s, src, &sc, &edits));
    sc.errors
        .extend(check::unconfigured_kernel_calls(&s, src, &sc));

    sc.errors.sort_by_key(|e| e.0);
    let errors: Vec<_> = sc
        .errors
        .iter()
        .filter(|(t, _)| !edits.is_claimed(s.toks[*t].start))
        .collect();
    if !errors.is_empty() {
        return Err(report::render(&s, src, &errors, &main));
    }

    let mut variables = Vec::new();
    let mut registrations = Vec::new();
    for v in &sc.vars {
        // (`__device__ int ns::x = 5;` names its namespace where it is defined.)
        let written = s.written_qualifier(v.name);
        let name = qualified(&v.scope, &format!("{written}{}", s.text(v.name)));
        let shadow = match v.is_managed {
            true => qualified(
                &v.scope,
                &format!("{written}{}{}", scan::MANAGED_SHADOW_PREFIX, s.text(v.name)),
            ),
            false => name.clone(),
        };
        variables.push(name.clone());
        registrations.push(emit::VarRegistration {
            shadow,
            name,
            constant: v.is_constant,
            managed: v.is_managed,
        });
    }

    let declared = |name: &str| s.toks.iter().any(|t| &*t.text == name);
    let prelude = emit::prelude(&emit::PreludeOptions {
        templates,
        declare_registration: !declared("__ferrocudaRegisterModule"),
        extended_lambdas,
    });
    match s.markers.first() {
        Some(m) => {
            let start = s.line_starts[m.line_index];
            let end = s.line_starts.get(m.line_index + 1).copied();
            let marker_line = &src[start..end.unwrap_or(src.len())];
            let marker_line = marker_line.trim_end_matches('\n');
            let at = end.unwrap_or(src.len());
            let lead = if end.is_none() { "\n" } else { "" };
            edits.insert_lines(at, format!("{lead}{prelude}{marker_line}\n"));
        }
        None => {
            let quoted = main.replace('\\', "\\\\").replace('"', "\\\"");
            edits.insert_lines(0, format!("{prelude}# 1 \"{quoted}\"\n"));
        }
    }
    // Declarations the headers should have made but did not. Inserted after the prelude
    // when both land on one offset.
    let launches_or_registers =
        !sc.kernels.is_empty() || !live_launches.is_empty() || !sc.var_templates.is_empty();
    if let Some(at) = sc.first_user_decl.filter(|_| launches_or_registers) {
        let mut decls = String::new();
        let entry_points = [
            "__cudaPushCallConfiguration",
            "__ferrocudaLaunch",
            "__ferrocudaLaunch1",
        ];
        if entry_points.iter().any(|name| !declared(name)) {
            decls.push_str(&emit::launch_decls());
        }
        if !declared("__ferrocudaPushConfiguration") {
            decls.push_str(emit::PUSH_DEFS);
        }
        if !decls.is_empty() {
            edits.insert(s.toks[at].start, decls);
        }
    }
    edits.insert_lines(
        src.len(),
        emit::footer(
            &image,
            &registrations,
            !sc.kernels.is_empty(),
            templates && !declared("__ferrocuda_type_name"),
        ),
    );

    let mut files: Vec<String> = Vec::new();
    for m in &s.markers {
        if !m.file.starts_with('<') && !files.contains(&m.file) {
            files.push(m.file.clone());
        }
    }
    let text = edits.apply(src);
    // Edits never touch a marker, and nothing the rewrite adds is one of the main file's: the
    // main file's first marker in the text is the one the preprocessor wrote.
    let prelude_len = s
        .markers
        .iter()
        .find(|m| m.file == main && m.line == 1)
        .and_then(|m| {
            let start = s.line_starts[m.line_index];
            let end = s.line_starts.get(m.line_index + 1)?;
            text.find(&format!("\n{}", &src[start..*end]))
                .map(|at| at + 1)
        });
    Ok(Rewrite {
        text,
        kernels,
        template_kernels,
        variables,
        files,
        prelude_len,
    })
}

/// `a::b::name`.
fn qualified(scope: &[String], name: &str) -> String {
    let mut q = scope.join("::");
    if !q.is_empty() {
        q.push_str("::");
    }
    q.push_str(name);
    q
}

/// Replaces each kernel body by its stub (and its record) and collects the kernels' names and
/// the templates' registered names by record id. Returns whether any record describes
/// template arguments (a template or a specialization), which is when the template helpers
/// are needed.
fn stub_kernels(
    s: &Stream,
    src: &str,
    sc: &scan::Scan,
    edits: &mut Edits,
    (names, templates_by_record): (&mut Vec<String>, &mut HashMap<usize, String>),
) -> bool {
    let qualified_name = |k: &scan::KernelDef| {
        let quals: String = (k.name_start..k.name).map(|i| s.text(i)).collect();
        qualified(&k.scope, &format!("{quals}{}", s.text(k.name)))
    };
    // How many kernels of each name are not templates, and how many are: several are
    // registered as `name#k`, the `k`th of them (the device front end numbers them alike).
    let mut plain: HashMap<String, usize> = HashMap::new();
    let mut templated: HashMap<String, usize> = HashMap::new();
    for k in &sc.kernels {
        if k.specialization {
            continue;
        }
        let counts = match k.template {
            Some(_) => &mut templated,
            None => &mut plain,
        };
        *counts.entry(qualified_name(k)).or_default() += 1;
    }
    let mut plain_seen: HashMap<String, usize> = HashMap::new();
    let mut templated_seen: HashMap<String, usize> = HashMap::new();
    let numbered =
        |counts: &HashMap<String, usize>, seen: &mut HashMap<String, usize>, qname: &str| {
            match counts.get(qname) {
                Some(&n) if n > 1 => {
                    let seen = seen.entry(qname.to_string()).or_default();
                    *seen += 1;
                    format!("{qname}#{}", *seen - 1)
                }
                _ => qname.to_string(),
            }
        };
    // Each primary template of a name, for its explicit specializations.
    let mut primaries: HashMap<String, Vec<Primary>> = HashMap::new();
    let mut templates = false;
    for (id, k) in sc.kernels.iter().enumerate() {
        let qname = qualified_name(k);
        let simple = s.text(k.name);
        let params = stub::params(s, simple, k.params, edits);
        let info = if let Some(t) = k.template {
            let tparams = stub::template_params(s, t, edits);
            let args: Vec<String> = tparams
                .iter()
                .map(stub::TemplateParam::as_argument)
                .collect();
            templates = true;
            // Cast to its type: another template of the name makes the name alone ambiguous.
            let decls: Vec<&str> = params.iter().map(|p| p.decl_text.as_str()).collect();
            let tdecls: Vec<&str> = tparams.iter().map(|p| p.decl.as_str()).collect();
            primaries.entry(qname.clone()).or_default().push(Primary {
                kinds: tparams.iter().map(|p| p.kind).collect(),
                deducer: format!(
                    "template <{}> __fc_instance_{id}<{}> {{name}}(void(*)({}));",
                    tdecls.join(", "),
                    args.join(", "),
                    decls.join(", ")
                ),
            });
            let registered = numbered(&templated, &mut templated_seen, &qname);
            templates_by_record.insert(id, registered.clone());
            // The record, defined after the function, names it as its definition does
            // (`ns::kt` for one defined outside its namespace).
            let written: String = (k.name_start..=k.name).map(|i| s.text(i)).collect();
            StubInfo {
                self_expr: format!(
                    "(void(*)({}))&{written}<{}>",
                    decls.join(", "),
                    args.join(", ")
                ),
                record: KernelRecord::Instance(stub::Instance {
                    id,
                    name: registered,
                    of: InstanceOf::Kernel,
                    targs: Some(stub::template_args_expr(&tparams, id)),
                    tags: stub::template_tags(&tparams, id),
                    params: Some((tparams.into_iter().map(|p| p.decl).collect(), args)),
                }),
            }
        } else if let (true, false, Some(primaries)) = (
            k.specialization,
            s.is(k.name + 1, "<"),
            primaries.get(&qname),
        ) {
            // Its template arguments are deduced from its parameters: the host compiler
            // deduces them too, from its type, through a declaration with each primary's.
            let deducer = format!("__fc_deduce_{id}");
            let deducers: String = primaries
                .iter()
                .map(|p| p.deducer.replace("{name}", &deducer))
                .collect();
            edits.insert(
                s.toks[k.start].start,
                format!("namespace {{ {deducers} }} "),
            );
            let decls: Vec<&str> = params.iter().map(|p| p.decl_text.as_str()).collect();
            let cast = format!("(void(*)({}))", decls.join(", "));
            StubInfo {
                self_expr: format!("{cast}{simple}"),
                record: KernelRecord::OfPrimary {
                    class: format!("decltype({deducer}({cast}nullptr))"),
                },
            }
        } else if k.specialization {
            let primary = primaries
                .get(&qname)
                .and_then(|p| p.first())
                .map(|p| p.kinds.as_slice());
            let targs = stub::specialization_args_expr(s, k, primary);
            let lt = k.name + 1;
            let gt = s.angle_close(lt).unwrap_or(lt);
            let written: Vec<&str> = (k.name..=gt).map(|i| s.text(i)).collect();
            templates = true;
            StubInfo {
                self_expr: format!("&{}", written.join(" ")),
                record: KernelRecord::Instance(stub::Instance {
                    id,
                    name: qname.clone(),
                    of: InstanceOf::Kernel,
                    targs: Some(targs),
                    params: None,
                    tags: String::new(),
                }),
            }
        } else {
            // Cast to its type even when the file declares one kernel of this name: the host's
            // headers may declare a function of the same name (`fdiv` in the C library).
            let decls: Vec<&str> = params.iter().map(|p| p.decl_text.as_str()).collect();
            let cast = format!("(void(*)({}))", decls.join(", "));
            let name = numbered(&plain, &mut plain_seen, &qname);
            let inline = (k.start..k.name)
                .any(|i| matches!(s.text(i), "inline" | "__inline__" | "__inline"));
            let record = match inline {
                true => KernelRecord::Instance(stub::Instance {
                    id,
                    name,
                    of: InstanceOf::Kernel,
                    targs: None,
                    params: None,
                    tags: String::new(),
                }),
                false => KernelRecord::Local { name },
            };
            StubInfo {
                self_expr: format!("{cast}{simple}"),
                record,
            }
        };
        if let KernelRecord::Instance(instance) = &info.record {
            edits.insert(s.toks[k.start].start, instance.class_definition());
        }
        let text = stub::stub_text(&params, &info);
        edits.replace_claimed(src, s.toks[k.body.0].start, s.toks[k.body.1].end, &text);
        names.push(qname);
    }
    templates
}

/// A primary kernel template, as its explicit specializations need it.
struct Primary {
    /// The kinds of its template parameters.
    kinds: Vec<TemplateParamKind>,
    /// A declaration of a function, `{name}`, whose parameter is a pointer to the template's
    /// function type and which returns its instance's class (see [`stub::Instance`]).
    deducer: String,
}

/// Registers the instances of `__device__` and `__constant__` variable templates that host code
/// names. Each declarator's variable keeps its declaration, renamed `__fc_vt_<name>`: it is the
/// instance's host shadow. The name becomes a reference template bound to it whose initializer
/// takes the address of the instance's registration (see [`stub::Instance`]), so that the host
/// compiler registers every instance it makes, and only those; the reference is constant
/// initialized, valid before any code runs. Returns whether there were any.
fn register_variable_templates(s: &Stream, sc: &scan::Scan, edits: &mut Edits) -> bool {
    let mut id = sc.kernels.len();
    // The instance class of each primary template, by qualified name.
    let mut primaries: HashMap<String, usize> = HashMap::new();
    for v in &sc.var_templates {
        if let Some(&name) = v.names.first().filter(|&&n| s.is(n + 1, "<")) {
            if let Some(&primary) = primaries.get(&qualified(&v.scope, s.text(name))) {
                register_variable_template_specialization(s, v, name, primary, edits);
            }
            continue;
        }
        let tparams = stub::template_params(s, v.template, edits);
        let args: Vec<String> = tparams
            .iter()
            .map(stub::TemplateParam::as_argument)
            .collect();
        let decls: Vec<String> = tparams.iter().map(|p| p.decl.clone()).collect();
        let linkage = match (v.start..v.end).any(|i| s.is(i, "static")) {
            true => "static ",
            false => "",
        };
        for &name in &v.names {
            let simple = s.text(name);
            let qname = qualified(&v.scope, simple);
            let instance = stub::Instance {
                id,
                name: qname.clone(),
                of: InstanceOf::Variable {
                    constant: v.is_constant,
                },
                targs: Some(stub::template_args_expr(&tparams, id)),
                tags: stub::template_tags(&tparams, id),
                params: Some((decls.clone(), args.clone())),
            };
            primaries.insert(qname.clone(), id);
            id += 1;
            let shadow = format!("__fc_vt_{simple}<{}>", args.join(", "));
            edits.insert(s.toks[v.start].start, instance.class_definition());
            edits.insert(s.toks[name].start, "__fc_vt_".to_string());
            let reference = format!(
                " {}{linkage}decltype(({shadow})) {simple} = ((void)&{}::registered, {shadow});{}",
                instance.template_header(),
                instance.class(),
                instance.registration(&format!("&{shadow}")),
            );
            edits.insert(s.toks[v.end].end, reference);
        }
    }
    !sc.var_templates.is_empty()
}

/// Registers the instances of a partial or explicit specialization (`template <> __device__
/// double scale<double> = 2.5;`) of the variable template whose instances' class is
/// `__fc_instance_<primary>`, as [`register_variable_templates`] registers the primary's: the
/// specialization becomes one of the shadow template's, and the name's reference template gets
/// one alike bound to it, which registers the primary's instance for those arguments (whose
/// record names the shadow's instance, this specialization's).
fn register_variable_template_specialization(
    s: &Stream,
    v: &scan::VarTemplateDef,
    name: usize,
    primary: usize,
    edits: &mut Edits,
) {
    let Some(gt) = s.angle_close(name + 1) else {
        return;
    };
    let text = |a: usize, b: usize| (a..b).map(|i| s.text(i)).collect::<Vec<_>>().join(" ");
    let header = text(v.start, v.template.1 + 1);
    let args = text(name + 2, gt);
    let linkage = match (v.start..v.end).any(|i| s.is(i, "static")) {
        true => "static ",
        false => "",
    };
    let simple = s.text(name);
    let shadow = format!("__fc_vt_{simple}<{args}>");
    edits.insert(s.toks[name].start, "__fc_vt_".to_string());
    edits.insert(
        s.toks[v.end].end,
        format!(
            " {header} {linkage}decltype(({shadow})) {simple}<{args}> = \
             ((void)&__fc_instance_{primary}<{args}>::registered, {shadow});"
        ),
    );
}

/// Execution-space and memory-space qualifiers the host compiler does not know.
pub(crate) const QUALIFIERS: &[&str] = &[
    "__global__",
    "__device__",
    "__host__",
    "__constant__",
    "__shared__",
    "__managed__",
    "__grid_constant__",
];

/// Qualifiers that take a parenthesized argument.
const QUALIFIERS_WITH_ARGS: &[&str] = &["__launch_bounds__", "__maxnreg__", "__cluster_dims__"];

/// Names inside `__attribute__((...))` that only mean something to CUDA.
const CUDA_ATTRIBUTES: &[&str] = &[
    "global",
    "device",
    "host",
    "constant",
    "shared",
    "managed",
    "launch_bounds",
    "grid_constant",
    "device_builtin",
    "cudart_builtin",
    "device_builtin_texture_type",
    "device_builtin_surface_type",
];

/// Blanks every CUDA qualifier outside the removed and replaced ranges.
fn strip_qualifiers(s: &Stream, src: &str, edits: &mut Edits) {
    let mut i = 0;
    while i < s.len() {
        let t = &s.toks[i];
        if t.kind != TokenKind::Ident || edits.is_claimed(t.start) {
            i += 1;
            continue;
        }
        let text = &*t.text;
        if QUALIFIERS.contains(&text) {
            edits.blank(src, t.start, t.end);
        } else if text == "__noinline__" {
            // Not a macro, so that libstdc++'s own `__attribute__((__noinline__))` (which the
            // branch below steps over) keeps meaning what it says.
            edits.replace(src, t.start, t.end, "__attribute__((noinline))");
        } else if QUALIFIERS_WITH_ARGS.contains(&text) && s.is(i + 1, "(") {
            if let Some(c) = s.partner(i + 1) {
                edits.blank(src, t.start, s.toks[c].end);
                i = c;
            }
        } else if text == "__attribute__" && s.is(i + 1, "(") && s.is(i + 2, "(") {
            if let (Some(outer), Some(inner)) = (s.partner(i + 1), s.partner(i + 2)) {
                if is_cuda_attribute_list(s, i + 3, inner) {
                    edits.blank(src, t.start, s.toks[outer].end);
                }
                i = outer;
            }
        }
        i += 1;
    }
}

/// Drops the `::` that qualifies a class head from the global namespace (`template <> struct
/// ::ns::C<float> { ... }`), which C++ allows, nvcc reads and GCC refuses: nvcc's host
/// compiler reads nvcc's own rendering of the class, which writes none.
fn unqualify_class_heads(s: &Stream, src: &str, edits: &mut Edits) {
    for i in 0..s.len() {
        if !matches!(s.text(i), "struct" | "class" | "union") || !s.is(i + 1, "::") {
            continue;
        }
        if edits.is_claimed(s.toks[i + 1].start) {
            continue;
        }
        // The qualified name: identifiers, `::`, template argument lists.
        let mut j = i + 2;
        while s.is_ident(j) {
            j += 1;
            if s.is(j, "<") {
                match s.angle_close(j) {
                    Some(close) => j = close + 1,
                    None => break,
                }
            }
            if !s.is(j, "::") {
                break;
            }
            j += 1;
        }
        // A head is followed by its body, its bases or `final`; an elaborated type specifier
        // (`struct ::ns::C* p;`) keeps its qualification.
        if s.is(j, "{") || s.is(j, ":") || s.is(j, "final") {
            let colons = &s.toks[i + 1];
            edits.blank(src, colons.start, colons.end);
        }
    }
}

/// Whether the attribute list `[a, b)` (inside `__attribute__((`..`))`) names only CUDA
/// attributes.
fn is_cuda_attribute_list(s: &Stream, a: usize, b: usize) -> bool {
    let mut i = a;
    let mut any = false;
    let mut expect_name = true;
    while i < b {
        match s.text(i) {
            "," => expect_name = true,
            "(" => i = s.partner(i).unwrap_or(b),
            t if expect_name => {
                let bare = t
                    .strip_prefix("__")
                    .and_then(|n| n.strip_suffix("__"))
                    .unwrap_or(t);
                if !CUDA_ATTRIBUTES.contains(&bare) {
                    return false;
                }
                any = true;
                expect_name = false;
            }
            _ => {}
        }
        i += 1;
    }
    any
}
