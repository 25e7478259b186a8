// Device variables whose initializers call constexpr functions that do not make constants.
struct Cfg {
    int n;
    int inverse;
};

constexpr Cfg make_cfg(int n) { return Cfg{n, 100 / n}; }

constexpr Cfg forever(int n)
{
    Cfg c{n, 0};
    while (c.n > 0)
        c.inverse++;
    return c;
}

constexpr Cfg shifted(int n) { return Cfg{n, 1 << n}; }

Cfg runtime_cfg(int n) { return Cfg{n, n}; }

int helper(int n) { return n * 2; }
constexpr Cfg through_helper(int n) { return Cfg{n, helper(n)}; }
__host__ __device__ int both(int n) { return n * 2; }
constexpr Cfg through_both(int n) { return Cfg{n, both(n)}; }

constexpr Cfg hungry(int n)
{
    Cfg c{n, 0};
    for (int i = 0; i < 100; ++i) {
        int big[1 << 20] = {};
        big[i] = i;
        c.inverse += big[i];
    }
    return c;
}

__device__ Cfg by_zero = make_cfg(0);
__device__ Cfg endless = forever(1);
__device__ Cfg too_far = shifted(40);
__device__ Cfg copied = by_zero;
__device__ Cfg at_run_time = runtime_cfg(2);
__device__ Cfg too_big = hungry(3);
__device__ Cfg helped = through_helper(3);
__device__ Cfg helped_too = through_both(3);

__global__ void k(int *out) { out[0] = by_zero.n + endless.n + too_far.n + copied.n + at_run_time.n + too_big.n + helped.n + helped_too.n; }
