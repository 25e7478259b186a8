//! The nvcc command-line parser.

use ferrocuda_driver::cmdline::{
    asks_verbose, parse, parse_until_cuda_input, Cudart, CxxStd, DepsOnly, DeviceCode, InputKind,
    MacroOp, PreprocessorOption, TargetList,
};
use std::path::PathBuf;

fn args(s: &str) -> Vec<String> {
    s.split_whitespace().map(str::to_string).collect()
}

fn ok(s: &str) -> ferrocuda_driver::cmdline::Options {
    parse(&args(s)).unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn err(s: &str) -> String {
    match parse(&args(s)) {
        Ok(o) => panic!("{s}: expected an error, got {o:?}"),
        Err(e) => e,
    }
}

#[test]
fn inputs_by_extension() {
    let o = ok("a.cu b.c c.cpp d.cc e.cxx f.o g.a libh.so libi.so.1 j.i k.ii");
    let kinds: Vec<InputKind> = o.inputs.iter().map(|i| i.kind).collect();
    use InputKind::*;
    assert_eq!(
        kinds,
        [Cuda, C, Cxx, Cxx, Cxx, Object, Archive, SharedLib, SharedLib, C, Cxx]
    );
    assert_eq!(o.inputs[0].path, PathBuf::from("a.cu"));
}

#[test]
fn x_cu_applies_to_following_sources_only() {
    let o = ok("a.cpp -x cu b.cpp c.c d.o -x none e.cpp");
    let kinds: Vec<InputKind> = o.inputs.iter().map(|i| i.kind).collect();
    use InputKind::*;
    assert_eq!(kinds, [Cxx, Cuda, Cuda, Object, Cxx]);
    assert!(err("-x fortran a.f").contains("unsupported language 'fortran'"));
}

#[test]
fn output_and_modes() {
    let o = ok("-c a.cu -o a.o");
    assert!(o.compile_only);
    assert_eq!(o.output, Some(PathBuf::from("a.o")));
    assert!(ok("-E a.cu").preprocess_only);
    assert_eq!(ok("-M a.cu").deps_only, Some(DepsOnly::All));
    assert_eq!(ok("-MM a.cu").deps_only, Some(DepsOnly::User));
    let o = ok("-MD -MF a.d -MT a.o -c a.cu");
    assert_eq!(o.deps_with_compile, Some(false));
    assert_eq!(o.deps_file, Some(PathBuf::from("a.d")));
    assert_eq!(o.deps_target.as_deref(), Some("a.o"));
    assert!(ok("-shared a.o").shared);
    assert!(ok("--output-file=x a.cu").output.is_some());
}

#[test]
fn optimization_and_debug() {
    for (flag, level) in [("-O0", 0), ("-O1", 1), ("-O2", 2), ("-O3", 3), ("-O 2", 2)] {
        assert_eq!(ok(&format!("{flag} a.cu")).opt_level, Some(level), "{flag}");
    }
    assert!(err("-O9 a.cu").contains("unsupported optimization level '9'"));
    let o = ok("-g -G -lineinfo a.cu");
    assert!(o.host_debug && o.device_debug && o.lineinfo);
}

#[test]
fn include_dirs_and_macros_in_both_spellings() {
    let o = ok("-I inc -Iother -isystem sys -D A -DB=2 -U C -D D=x=y a.cu");
    assert_eq!(
        o.include_dirs,
        [PathBuf::from("inc"), PathBuf::from("other")]
    );
    assert_eq!(o.system_include_dirs, [PathBuf::from("sys")]);
    assert_eq!(
        o.macros,
        [
            MacroOp::Define("A".into(), None),
            MacroOp::Define("B".into(), Some("2".into())),
            MacroOp::Undef("C".into()),
            MacroOp::Define("D".into(), Some("x=y".into())),
        ]
    );
}

/// nvcc's list options take comma-separated lists (`-Ia,b`, `-DV=1,W=2`); a comma inside
/// double quotes or written `\,` stays in its item.
#[test]
fn list_options_split_at_commas() {
    let o = ok("-Ia,b -isystem=s,t -DV=1,W=2 -UX,Y -L/x,/y -lm,dl -include p.h,q.h a.cu");
    assert_eq!(o.include_dirs, [PathBuf::from("a"), PathBuf::from("b")]);
    assert_eq!(
        o.system_include_dirs,
        [PathBuf::from("s"), PathBuf::from("t")]
    );
    assert_eq!(
        o.macros,
        [
            MacroOp::Define("V".into(), Some("1".into())),
            MacroOp::Define("W".into(), Some("2".into())),
            MacroOp::Undef("X".into()),
            MacroOp::Undef("Y".into()),
        ]
    );
    assert_eq!(o.lib_dirs, [PathBuf::from("/x"), PathBuf::from("/y")]);
    assert_eq!(o.libs, ["m", "dl"]);
    assert_eq!(o.pre_includes, [PathBuf::from("p.h"), PathBuf::from("q.h")]);
    let o = ok(r#"-DLIST="a,b" -DPAIR=x\,y a.cu"#);
    assert_eq!(
        o.macros,
        [
            MacroOp::Define("LIST".into(), Some("\"a,b\"".into())),
            MacroOp::Define("PAIR".into(), Some("x,y".into())),
        ]
    );
    let o = ok(r#"-Xcompiler "-Wl,-rpath,/opt/x",-O2 -Xlinker "a,b",c a.cu"#);
    assert_eq!(o.compiler_options, ["-Wl,-rpath,/opt/x", "-O2"]);
    assert_eq!(o.linker_options, ["a,b", "c"]);
}

#[test]
fn libraries() {
    let o = ok("-L lib -Lother -l m -lcudart -lcublas a.cu");
    assert_eq!(o.lib_dirs, [PathBuf::from("lib"), PathBuf::from("other")]);
    assert_eq!(o.libs, ["m", "cudart", "cublas"]);
    assert_eq!(ok("-cudart none a.cu").cudart, Cudart::None);
    assert_eq!(ok("-cudart=static a.cu").cudart, Cudart::Static);
    assert_eq!(ok("a.cu").cudart, Cudart::Static);
    assert_eq!(ok("-cudart shared a.cu").cudart, Cudart::Shared);
}

#[test]
fn language_standard() {
    for (v, s) in [
        ("c++11", CxxStd::Cxx11),
        ("c++14", CxxStd::Cxx14),
        ("c++17", CxxStd::Cxx17),
        ("c++20", CxxStd::Cxx20),
    ] {
        assert_eq!(ok(&format!("-std={v} a.cu")).std, Some(s));
        assert_eq!(ok(&format!("-std {v} a.cu")).std, Some(s));
        assert_eq!(ok(&format!("--std={v} a.cu")).std, Some(s));
    }
    assert_eq!(ok("a.cu").cxx_std(), CxxStd::Cxx17);
    assert!(err("-std=c++98 a.cu").contains("'-std=c++98' is not supported"));
    assert!(err("-std=c++2b a.cu").contains("unsupported value 'c++2b' for '-std'"));
}

#[test]
fn compiler_options_split_at_spaces_too_and_reach_the_preprocessor() {
    let o = parse(&[
        "-Xcompiler".to_string(),
        "-Wall -DLEVEL=3,-I inc".to_string(),
        "--compiler-options=-include,pre.h -UOLD".to_string(),
        "a.cu".to_string(),
    ])
    .unwrap();
    assert_eq!(
        o.compiler_options,
        [
            "-Wall",
            "-DLEVEL=3",
            "-I",
            "inc",
            "-include",
            "pre.h",
            "-UOLD"
        ]
    );
    assert_eq!(
        o.compiler_preprocessor_options(),
        [
            PreprocessorOption::Macro(MacroOp::Define("LEVEL".into(), Some("3".into()))),
            PreprocessorOption::Include(PathBuf::from("inc")),
            PreprocessorOption::PreInclude(PathBuf::from("pre.h")),
            PreprocessorOption::Macro(MacroOp::Undef("OLD".into())),
        ]
    );
}

/// The host compiler's options that change its predefined macros change them for device code
/// too, in command-line order, each macro removed before it is defined anew (so that no
/// redefinition is reported: `-ffast-math` makes `__FINITE_MATH_ONLY__` 1).
#[test]
fn host_compiler_options_change_predefined_macros() {
    let o = ok("-Xcompiler -O0,-funsigned-char,-fno-rtti,-Os a.cu");
    let define =
        |n: &str, v: &str| PreprocessorOption::Macro(MacroOp::Define(n.into(), Some(v.into())));
    let undef = |n: &str| PreprocessorOption::Macro(MacroOp::Undef(n.into()));
    assert_eq!(
        o.compiler_preprocessor_options(),
        [
            undef("__OPTIMIZE__"),
            undef("__OPTIMIZE_SIZE__"),
            undef("__NO_INLINE__"),
            define("__NO_INLINE__", "1"),
            undef("__CHAR_UNSIGNED__"),
            define("__CHAR_UNSIGNED__", "1"),
            undef("__GXX_RTTI"),
            undef("__cpp_rtti"),
            undef("__OPTIMIZE__"),
            define("__OPTIMIZE__", "1"),
            undef("__NO_INLINE__"),
            undef("__OPTIMIZE_SIZE__"),
            define("__OPTIMIZE_SIZE__", "1"),
        ]
    );
    let fast = ok("-Xcompiler -ffast-math a.cu").compiler_preprocessor_options();
    let finite = fast
        .iter()
        .position(|op| *op == define("__FINITE_MATH_ONLY__", "1"));
    assert!(finite.is_some_and(|at| at > 0 && fast[at - 1] == undef("__FINITE_MATH_ONLY__")));
}

/// A `-D` value keeps its double quotes: `-DSTR="hello"` defines a string literal.
#[test]
fn macro_values_keep_their_quotes() {
    let o = ok(r#"-DSTR="hello" -D N=1 a.cu"#);
    assert_eq!(
        o.macros,
        [
            MacroOp::Define("STR".into(), Some("\"hello\"".into())),
            MacroOp::Define("N".into(), Some("1".into())),
        ]
    );
}

#[test]
fn options_files_are_read_in_place() {
    let dir = std::env::temp_dir().join(format!("ferrocuda-optf-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("opts.txt");
    std::fs::write(&file, "-DNAME=\"two words\" -O2\n  -I 'my dir'\n").unwrap();
    let o = ok(&format!("-O1 --options-file {} -O3 a.cu", file.display()));
    assert_eq!(
        o.macros,
        [MacroOp::Define("NAME".into(), Some("two words".into()))]
    );
    assert_eq!(o.include_dirs, [PathBuf::from("my dir")]);
    assert_eq!(o.opt_level, Some(3));
    assert!(err("-optf /nonexistent/opts a.cu").contains("cannot read options file"));
    let (o, at) =
        parse_until_cuda_input(&args(&format!("-optf {} p.cu x", file.display()))).unwrap();
    assert_eq!(o.opt_level, Some(2));
    assert_eq!(at, 3);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn library_mode_dependency_phonies_and_object_directory() {
    let o = ok("-lib -MMD -MP -odir objs a.cu b.cu");
    assert!(o.static_library && o.deps_phony);
    assert_eq!(o.object_dir, Some(PathBuf::from("objs")));
    assert_eq!(o.libs, Vec::<String>::new());
    assert_eq!(
        ok("--list-gpu-arch").list_targets,
        Some(TargetList::Virtual)
    );
    assert_eq!(ok("-code-ls").list_targets, Some(TargetList::Real));
    assert!(ok("--time t.csv -keep-dir k a.cu").inputs.len() == 1);
}

#[test]
fn pass_through_options_split_at_commas() {
    let o = ok("-Xcompiler -fPIC,-fopenmp --compiler-options=-Wall -Xlinker --as-needed,-z a.cu");
    assert_eq!(o.compiler_options, ["-fPIC", "-fopenmp", "-Wall"]);
    assert_eq!(o.linker_options, ["--as-needed", "-z"]);
    assert!(o.openmp());
    assert!(ok("-Xptxas -v,-O3 -Xptxas=-v a.cu")
        .compiler_options
        .is_empty());
    // A `-v` given to another tool is not nvcc's own.
    assert!(!asks_verbose(&args("-Xptxas -v -Xlinker -v -c a.cu")));
    assert!(!ok("-Xptxas -v -Xlinker -v -c a.cu").verbose);
    assert!(asks_verbose(&args("-Xptxas -O3 -v a.cu")));
}

#[test]
fn gpu_targets_are_recorded() {
    let o = ok("-arch=sm_80 -arch sm_90 --gpu-architecture=compute_75 -gencode arch=compute_80,code=sm_80 -gencode=arch=compute_90,code=sm_90 -code sm_80 a.cu");
    assert_eq!(o.gpu_targets.len(), 6);
    assert_eq!(o.gpu_targets[0], "-arch=sm_80");
    assert_eq!(o.gpu_targets[3], "-gencode=arch=compute_80,code=sm_80");
}

#[test]
fn front_end_and_packaging_flags_are_accepted() {
    let o = ok(
        "--keep-device-functions -nohdmoveforward -fdevice-syntax-only --no-compress \
                -ftemplate-depth=2000 -ftemplate-backtrace-limit 0 -frandom-seed=1 \
                -opt-info=inline -fdevice-time-trace t.json -ldir /tmp -Xcicc -O3 a.cu",
    );
    assert_eq!(o.inputs.len(), 1);
    // Host code without exceptions, or profiled, is the host compiler's business.
    assert_eq!(
        ok("-noeh -pg a.cu").compiler_options,
        ["-fno-exceptions", "-pg"]
    );
    assert_eq!(
        ok("--no-exceptions a.cu").compiler_options,
        ["-fno-exceptions"]
    );
}

#[test]
fn accepted_flags() {
    let o = ok("--use_fast_math -m64 -Wno-deprecated-gpu-targets -w --expt-relaxed-constexpr --expt-extended-lambda -ftz=true -prec-div=false -prec-sqrt true -fmad=false -rdc=false -ccbin g++-12 a.cu");
    assert!(o.fast_math && o.no_warnings && o.relaxed_constexpr && o.extended_lambda);
    assert_eq!(o.ccbin.as_deref(), Some("g++-12"));
    assert_eq!(
        o.float_modes,
        [
            ("ftz".to_string(), true),
            ("prec-div".to_string(), false),
            ("prec-sqrt".to_string(), true),
            ("fmad".to_string(), false),
        ]
    );
    assert!(!o.fmad());
    assert!(ok("a.cu").fmad() && ok("-fmad=false --fmad=true a.cu").fmad());
    assert!(err("-ftz=maybe a.cu").contains("expected true or false"));
    // Device code built for debugging is not optimized: no fused multiply-adds, unless asked.
    assert!(!ok("-G a.cu").fmad() && !ok("-G -dopt off a.cu").fmad());
    assert!(ok("-G -dopt=on a.cu").fmad() && ok("-G --fmad=true a.cu").fmad());
    assert!(err("-dopt=fast a.cu").contains("expected on or off"));
}

#[test]
fn subnormals_are_flushed_as_ftz_says_else_as_fast_math_does() {
    assert!(!ok("a.cu").flush_denormals());
    assert!(ok("--use_fast_math a.cu").flush_denormals());
    assert!(ok("-ftz=true a.cu").flush_denormals());
    // An explicit -ftz wins wherever it is written (measured with nvcc).
    assert!(!ok("--use_fast_math -ftz=false a.cu").flush_denormals());
    assert!(!ok("-ftz=false --use_fast_math a.cu").flush_denormals());
}

#[test]
fn werror_kinds() {
    assert_eq!(ok("-Werror all-warnings a.cu").werror, ["all-warnings"]);
    assert_eq!(
        ok("-Werror=cross-execution-space-call,reorder a.cu").werror,
        ["cross-execution-space-call", "reorder"]
    );
    // A bare -Werror before an input means every warning.
    let o = ok("-Werror a.cu");
    assert_eq!(o.werror, ["all-warnings"]);
    assert_eq!(o.inputs.len(), 1);
    assert!(err("-Werror=bogus a.cu").contains("unknown -Werror kind 'bogus'"));
}

#[test]
fn version_and_help() {
    assert!(ok("--version").version);
    assert!(ok("-V").version);
    assert!(ok("--help").help);
}

#[test]
fn relocatable_device_code_is_accepted() {
    assert!(!ok("-rdc=true a.cu").compile_only);
    assert!(ok("-dc a.cu").compile_only);
    let whole = ok("-rdc=true -dw a.cu");
    assert!(whole.compile_only && !whole.relocatable_device_code);
    assert!(ok("--relocatable-device-code true a.cu").inputs.len() == 1);
    assert!(err("-rdc=maybe a.cu").contains("maybe"));
    let link = ok("-dlink a.o b.o -o link.o");
    assert!(link.device_link && link.inputs.len() == 2);
    // On the line that compiles a CUDA file, `-dlink` leaves it compiled (as CMake writes a
    // target's device-link options).
    let compile = ok("-rdc=true -dlink -x cu -rdc=true -c k.cu -o k.o");
    assert!(!compile.device_link && compile.compile_only && compile.relocatable_device_code);
}

#[test]
fn device_code_modes() {
    assert_eq!(ok("-ptx a.cu").device_code_only, Some(DeviceCode::Ptx));
    assert_eq!(ok("--cubin a.cu").device_code_only, Some(DeviceCode::Cubin));
    let o = ok("-fatbin a.cu -o k.fatbin");
    assert_eq!(o.device_code_only, Some(DeviceCode::Fatbin));
    assert_eq!(DeviceCode::Fatbin.extension(), "fatbin");
    assert_eq!(ok("-c a.cu").device_code_only, None);
}

#[test]
fn unknown_and_malformed() {
    assert_eq!(err("-foo a.cu"), "ferrocuda nvcc: unknown option '-foo'");
    assert_eq!(err("-Wall a.cu"), "ferrocuda nvcc: unknown option '-Wall'");
    assert!(err("a.cu -o").contains("option '-o' needs a value"));
    assert!(err("a.xyz").contains("don't know what to do with 'a.xyz'"));
    assert!(err("-optix-ir a.cu").contains("not supported by ferrocuda yet"));
    let o = ok("-run -dlto a.cu --run-args 1,two -run-args=3");
    assert!(o.run);
    assert_eq!(o.run_args, ["1", "two", "3"]);
    assert!(err("-D").contains("needs a value"));
    assert!(err("-m32 a.cu").contains("64-bit"));
}

#[test]
fn run_stops_at_the_first_cuda_file() {
    let a = args("--backend cpu -O2 -I inc prog.cu -- -x 3 other.cu");
    let (o, at) = parse_until_cuda_input(&a).unwrap();
    assert_eq!(o.backend.as_deref(), Some("cpu"));
    assert_eq!(o.opt_level, Some(2));
    assert_eq!(o.inputs.len(), 1);
    assert_eq!(&a[at..], ["-x", "3", "other.cu"]);

    let a = args("--backend=nvidia prog.cu arg1");
    let (o, at) = parse_until_cuda_input(&a).unwrap();
    assert_eq!(o.backend.as_deref(), Some("nvidia"));
    assert_eq!(&a[at..], ["arg1"]);

    assert!(parse_until_cuda_input(&args("--backend tpu p.cu"))
        .unwrap_err()
        .contains("unknown backend 'tpu'"));
    // Only `ferrocuda run` knows --backend.
    assert!(err("--backend cpu a.cu").contains("unknown option '--backend'"));
}

#[test]
fn unknown_options_forwarded_on_request_and_diagnostic_numbers_ignored() {
    let o = ok("--forward-unknown-to-host-compiler -march=native -Wall a.cu");
    assert_eq!(o.compiler_options, ["-march=native", "-Wall"]);
    assert!(o.linker_options.is_empty());
    assert!(err("-march=native --forward-unknown-opts a.cu").contains("unknown option"));
    let o = ok("--diag-suppress 177,550 -diag-warn=20012 --diag-error 1 a.cu");
    assert_eq!(o.inputs.len(), 1);
    // Options about nvcc's own code generation and tools: accepted, nothing to do.
    let o = ok("-static-global-template-stub=false -compress-mode=size -objtemp -err-no -no-err-no -Ofc max --cudadevrt static -extra-device-vectorization -ewp -jtd 50 a.cu");
    assert!(o.compiler_options.is_empty() && o.inputs.len() == 1);
    let o = ok("-keep --keep-dir kd a.cu");
    assert!(o.keep && o.keep_dir == Some(PathBuf::from("kd")));
}

#[test]
fn cuda_arch_is_what_a_9_0_device_runs_of_the_targets() {
    use ferrocuda_driver::build::cuda_arch;
    let arch = |s: &str| cuda_arch(&ok(&format!("{s} a.cu")).gpu_targets);
    assert_eq!(arch(""), 750);
    assert_eq!(arch("-arch=sm_80"), 800);
    assert_eq!(arch("-arch sm_90a"), 900);
    assert_eq!(
        arch(
            "-gencode arch=compute_80,code=sm_80 -gencode arch=compute_90,code=[sm_90,compute_90]"
        ),
        900
    );
    assert_eq!(arch("-arch=compute_75 -code=sm_75"), 750);
    // The virtual architecture the code is compiled from, not the code's own.
    assert_eq!(arch("-arch=compute_80 -code=sm_90"), 800);
    assert_eq!(
        arch("-gencode arch=compute_80,code=sm_90 -gencode arch=compute_75,code=sm_75"),
        800
    );
    assert_eq!(arch("-arch=native"), 900);
    assert_eq!(arch("-arch=sm_100"), 900);
}

/// `__CUDA_ARCH_LIST__`: the virtual architectures of the build (measured with nvcc 13.0).
#[test]
fn cuda_arch_list_names_the_virtual_architectures() {
    use ferrocuda_driver::build::cuda_arch_list;
    let list = |s: &str| cuda_arch_list(&ok(&format!("{s} a.cu")).gpu_targets);
    assert_eq!(list(""), "750");
    assert_eq!(list("-arch=sm_90"), "900");
    assert_eq!(list("-arch=compute_80 -code=sm_90"), "800");
    assert_eq!(
        list("-gencode arch=compute_90,code=sm_90 -gencode arch=compute_80,code=sm_80"),
        "800,900"
    );
    assert_eq!(list("-arch=native"), "900");
    // nvcc 13.0's lists (measured).
    assert_eq!(
        list("-arch=all"),
        "750,800,860,870,880,890,900,1000,1030,1100,1200,1210"
    );
    assert_eq!(list("-arch all-major"), "750,800,900,1000,1100,1200");
}

/// The devices a build runs on, as measured with nvcc's builds on a 9.0 device: machine code
/// of another major version does not run there, intermediate code of a lower version does.
#[test]
fn gpu_code_is_what_nvcc_embeds() {
    use ferrocuda_driver::build::gpu_code;
    use ferrocuda_frontend::image::GpuCode::{Binary, Virtual};
    let code = |s: &str| gpu_code(&ok(&format!("{s} a.cu")).gpu_targets);
    let runs = |s: &str| {
        let c = code(s);
        c.is_empty() || c.iter().any(|c| c.runs_on(90))
    };
    assert_eq!(code(""), [Binary(75), Virtual(75)]);
    assert_eq!(code("-arch=sm_80"), [Binary(80), Virtual(80)]);
    assert_eq!(code("-arch=compute_80"), [Virtual(80)]);
    assert_eq!(
        code("-gencode arch=compute_80,code=[sm_80,compute_80]"),
        [Binary(80), Virtual(80)]
    );
    assert_eq!(code("-arch=compute_75 -code=sm_75"), [Binary(75)]);
    // CUDA 13 builds for 7.5 and later (measured: nvcc 13.0 refuses sm_50 to sm_72), and for
    // the architectures it knows.
    for old in [
        "-arch=sm_50",
        "-arch=compute_70",
        "-gencode arch=compute_72,code=sm_72",
        "-arch=sm_9999",
        "-gencode arch=compute_1000,code=sm_1000",
    ] {
        assert!(err(&format!("{old} a.cu")).contains("Unsupported gpu architecture"));
    }
    assert!(code("-arch=native").is_empty() && code("-arch all").is_empty());
    for build in [
        "",
        "-arch=sm_80",
        "-arch=sm_89",
        "-gencode arch=compute_90,code=sm_90a",
    ] {
        assert!(runs(build), "{build}");
    }
    for build in [
        "-arch=sm_100",
        "-gencode arch=compute_80,code=sm_80",
        "-gencode=arch=compute_80,code=sm_86",
        "-gencode arch=compute_100,code=compute_100",
    ] {
        assert!(!runs(build), "{build}");
    }
}
