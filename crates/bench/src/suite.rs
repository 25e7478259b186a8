//! The programs of the suite: `bench/cuda/<name>.cu` and its twin `bench/native/<name>.c`.

/// What a program's `BENCH` line counts, and the rate the table shows for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Work {
    Bytes,
    Flops,
    Interactions,
    /// Kernel launches: the rate is how many the host issues (and the device runs) per second.
    Launches,
}

impl Work {
    /// The unit word of the `BENCH` line.
    pub fn word(self) -> &'static str {
        match self {
            Work::Bytes => "bytes",
            Work::Flops => "flops",
            Work::Interactions => "interactions",
            Work::Launches => "launches",
        }
    }

    /// The rate shown in the table, in units of [`Work::rate_scale`] units of work per second.
    pub fn rate_unit(self) -> &'static str {
        match self {
            Work::Bytes => "GB/s",
            Work::Flops => "GFLOP/s",
            Work::Interactions => "G interactions/s",
            Work::Launches => "M launches/s",
        }
    }

    pub fn rate_scale(self) -> f64 {
        match self {
            Work::Launches => 1e6,
            _ => 1e9,
        }
    }
}

#[derive(Debug)]
pub struct Kernel {
    pub name: &'static str,
    /// The row's label in the table.
    pub label: &'static str,
    pub work: Work,
    /// `BENCH_REPS` for ferrocuda's CPU backend where the program's own repetition count would keep
    /// one run of it past about a minute. The problem size never changes.
    pub cpu_reps: Option<u32>,
}

pub const KERNELS: &[Kernel] = &[
    Kernel {
        name: "vecadd",
        label: "vecadd 16M floats",
        work: Work::Bytes,
        cpu_reps: None,
    },
    Kernel {
        name: "sumsq",
        label: "sum of squares 16M (grid-stride + shared tree + atomicAdd)",
        work: Work::Bytes,
        cpu_reps: None,
    },
    Kernel {
        name: "reduce_shfl",
        label: "reduction 16M, `__shfl_down_sync`",
        work: Work::Bytes,
        cpu_reps: None,
    },
    Kernel {
        name: "reduce_template",
        label: "reduction 16M, `template <unsigned blockSize>`, dynamic shared",
        work: Work::Bytes,
        cpu_reps: None,
    },
    Kernel {
        name: "histogram",
        label: "histogram 16M bytes, 256 bins (shared atomics)",
        work: Work::Bytes,
        cpu_reps: None,
    },
    Kernel {
        name: "scan",
        label: "scan 4M ints (block scan + scan of sums + add)",
        work: Work::Bytes,
        cpu_reps: Some(5),
    },
    Kernel {
        name: "transpose_copy",
        label: "transpose, plain copy 4096²",
        work: Work::Bytes,
        cpu_reps: None,
    },
    Kernel {
        name: "transpose_tiled",
        label: "transpose, shared tile 32×33 4096²",
        work: Work::Bytes,
        cpu_reps: None,
    },
    Kernel {
        name: "matmul",
        label: "matmul tiled 1024² (TILE 16)",
        work: Work::Flops,
        cpu_reps: Some(2),
    },
    Kernel {
        name: "nbody",
        label: "n-body 16384 bodies, one step",
        work: Work::Interactions,
        cpu_reps: Some(1),
    },
    Kernel {
        name: "launch",
        label: "empty kernel, 10,000 launches back to back",
        work: Work::Launches,
        cpu_reps: None,
    },
];

pub fn find(name: &str) -> Option<&'static Kernel> {
    KERNELS.iter().find(|k| k.name == name)
}
