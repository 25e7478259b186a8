// corpus: libcu++'s cuda::std::complex in device and host code: every function over float and double values, C99 Annex G special cases, a Mandelbrot set and an FFT with twiddles from polar
#include <cstdio>
#include <complex>
#include <cuda/std/complex>

typedef cuda::std::complex<float> cf;
typedef cuda::std::complex<double> cd;

#define NFUNC 28

/* Function f of z (and w) for every function of the library; an index so that one kernel thread
   computes one. */
template <class T>
__host__ __device__ cuda::std::complex<T> apply(int f, cuda::std::complex<T> z, cuda::std::complex<T> w)
{
    typedef cuda::std::complex<T> C;
    switch (f) {
    case 0: return z * w;
    case 1: return z / w;
    case 2: return cuda::std::exp(z);
    case 3: return cuda::std::log(z);
    case 4: return cuda::std::log10(z);
    case 5: return cuda::std::sqrt(z);
    case 6: return cuda::std::sin(z);
    case 7: return cuda::std::cos(z);
    case 8: return cuda::std::tan(z);
    case 9: return cuda::std::sinh(z);
    case 10: return cuda::std::cosh(z);
    case 11: return cuda::std::tanh(z);
    case 12: return cuda::std::asin(z);
    case 13: return cuda::std::acos(z);
    case 14: return cuda::std::atan(z);
    case 15: return cuda::std::asinh(z);
    case 16: return cuda::std::acosh(z);
    case 17: return cuda::std::atanh(z);
    case 18: return cuda::std::pow(z, w);
    case 19: return cuda::std::pow(z, T(3));
    case 20: return cuda::std::pow(T(2), z);
    case 21: return C(cuda::std::abs(z), cuda::std::arg(z));
    case 22: return C(cuda::std::norm(z), cuda::std::real(z) - cuda::std::imag(z));
    case 23: return cuda::std::conj(z) + T(1);
    case 24: return cuda::std::proj(z) - w;
    case 25: return cuda::std::polar(cuda::std::abs(w), cuda::std::real(z));
    case 26: return T(1) / z - z * T(0.5);
    default: return -(T(2) - z) + (+w);
    }
}

static const char *const names[NFUNC] = {
    "z*w",   "z/w",   "exp",   "log",   "log10", "sqrt",     "sin",      "cos",    "tan",     "sinh",
    "cosh",  "tanh",  "asin",  "acos",  "atan",  "asinh",    "acosh",    "atanh",  "pow z^w", "pow z^3",
    "2^z",   "|z| arg", "norm re-im", "conj+1", "proj-w", "polar(|w|,re)", "1/z-z/2", "-(2-z)+w"};

template <class T>
__global__ void elementwise(const cuda::std::complex<T> *z, cuda::std::complex<T> w, cuda::std::complex<T> *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n * NFUNC)
        out[i] = apply(i % NFUNC, z[i / NFUNC], w);
}

/* C99 Annex G: infinities and zeros in products and quotients, and the special-value tables. */
__global__ void special(cd *out)
{
    const double inf = __longlong_as_double(0x7ff0000000000000LL);
    const double nan = __longlong_as_double(0x7ff8000000000000LL);
    out[0] = cd(1.0, 2.0) / cd(0.0, 0.0);
    out[1] = cd(-3.0, 0.5) / 0.0;
    out[2] = cd(inf, nan) * cd(2.0, 1.0);
    out[3] = cd(3.0, 4.0) / cd(inf, -inf);
    out[4] = cd(inf, 1.0) / cd(2.0, 3.0);
    out[5] = cd(1e300, 1e300) * cd(1e10, -1e10);
    out[6] = cd(1e300, 1e-300) / cd(1e-300, 1e300);
    out[7] = cuda::std::log(cd(0.0, 0.0));
    out[8] = cuda::std::log(cd(-1.0, -0.0));
    out[9] = cuda::std::sqrt(cd(-4.0, 0.0));
    out[10] = cuda::std::sqrt(cd(-inf, 2.0));
    out[11] = cuda::std::exp(cd(-inf, inf));
    out[12] = cuda::std::exp(cd(inf, 0.0));
    out[13] = cuda::std::proj(cd(-2.0, -inf));
    out[14] = cuda::std::tanh(cd(800.0, 1.0));
    out[15] = cuda::std::atanh(cd(1.0, 0.0));
    out[16] = cuda::std::acos(cd(inf, -2.0));
    out[17] = cuda::std::asinh(cd(inf, inf));
    out[18] = cuda::std::polar(2.0, inf);
    out[19] = cd(nan, 0.0) + 1.0;
    out[20] = cd(cuda::std::norm(cd(-inf, nan)), cuda::std::abs(cd(nan, inf)));
    out[21] = cuda::std::cosh(cd(0.0, 0.0));
    out[22] = cf(0.0f, 0.0f) / cf(0.0f, 0.0f);
    out[23] = cf(1e30f, 1e30f) * cf(1e30f, 1e30f);
    out[24] = cf(4.0f, -2.0f) / cf(1e-30f, 1e-30f);
    out[25] = cf(5.0f, 3.0f) / cf(3e38f, -3e38f);
}
#define NSPECIAL 26
#define NSPECIAL_DOUBLE 22

/* Escape counts of z -> z*z + c. */
__global__ void mandelbrot(int *counts, int width, int height, int iters)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y;
    if (x >= width)
        return;
    cd c(-2.25 + 3.0 * x / width, -1.25 + 2.5 * y / (height - 1));
    cd z;
    int k = 0;
    while (k < iters && cuda::std::norm(z) <= 4.0) {
        z = z * z + c;
        ++k;
    }
    counts[y * width + x] = k;
}

/* A radix-2 FFT of one signal per block, in shared memory: bit-reversed load, log2(n) butterfly
   stages with twiddles exp(-2 pi i k / len) from polar. */
template <int N>
__global__ void fft(const cf *in, cf *out)
{
    /* Raw storage: a __shared__ array of a class with a constructor would be constructed by
       every thread on entry. */
    __shared__ alignas(cf) unsigned char storage[N * sizeof(cf)];
    cf *data = reinterpret_cast<cf *>(storage);
    int t = threadIdx.x;
    int rev = 0;
    for (int b = 1, r = N >> 1; b < N; b <<= 1, r >>= 1)
        if (t & b)
            rev |= r;
    data[rev] = in[blockIdx.x * N + t];
    __syncthreads();
    for (int len = 2; len <= N; len <<= 1) {
        if (t < N / 2) {
            int half = len / 2;
            int group = t / half, k = t % half;
            int i = group * len + k;
            cf tw = cuda::std::polar(1.0f, -6.2831853f * k / len);
            cf u = data[i];
            cf v = data[i + half] * tw;
            data[i] = u + v;
            data[i + half] = u - v;
        }
        __syncthreads();
    }
    out[blockIdx.x * N + t] = data[t];
}

/* Compound assignment, setters, comparisons, conversions and constant expressions. */
__global__ void misc(cd *out, int *flags)
{
    constexpr cf k(1.5f, -2.0f);
    constexpr cf k2 = k + cuda::std::conj(k) - cf(0.5f, 0.0f);
    static_assert(k2.real() == 2.5f && k2.imag() == 0.0f, "constexpr arithmetic");
    cf a(2.0f, 1.0f);
    a += cf(0.5f, 0.5f);
    a -= 1.0f;
    a *= cf(0.0f, 2.0f);
    a /= cf(1.0f, 1.0f);
    a *= 3.0f;
    a /= 2.0f;
    a += 0.25f;
    cd b = a; /* float to double converts implicitly */
    b.real(b.real() * 2.0);
    b.imag(-b.imag());
    cf c = cf(b); /* double to float is explicit */
    out[0] = b;
    out[1] = cd(c.real(), c.imag());
    out[2] = cd(k2);
    cf one = 1.0f;
    flags[0] = (one == 1.0f) + 2 * (1.0f == one) + 4 * (one != cf(1.0f, 1e-7f)) + 8 * (2.0f != one) +
               16 * (cf(1.0f, 2.0f) == cf(1.0f, 2.0f)) + 32 * (cd(0.0, -0.0) == 0.0) +
               64 * (cuda::std::real(3) == 3.0) + 128 * (cuda::std::imag(2.5f) == 0.0f);
    flags[1] = sizeof(cf) * 100 + alignof(cd);
}

template <class T>
static void print_value(T v, int digits)
{
    if (v != v)
        printf("nan");
    else
        printf("%.*g", digits, (double)v);
}

template <class T>
static void print(const char *label, cuda::std::complex<T> z, int digits)
{
    printf("%s (", label);
    print_value(z.real(), digits);
    printf(", ");
    print_value(z.imag(), digits);
    printf(")\n");
}

template <class T>
static void run_elementwise(const char *type, const T (*values)[2], int n, cuda::std::complex<T> w, int digits)
{
    typedef cuda::std::complex<T> C;
    C *z, *out;
    cudaMallocManaged(&z, n * sizeof(C));
    cudaMallocManaged(&out, n * NFUNC * sizeof(C));
    for (int i = 0; i < n; ++i)
        z[i] = C(values[i][0], values[i][1]);
    elementwise<T><<<(n * NFUNC + 63) / 64, 64>>>(z, w, out, n);
    cudaDeviceSynchronize();
    printf("%s, w = (%g, %g)\n", type, (double)w.real(), (double)w.imag());
    for (int i = 0; i < n; ++i) {
        printf("z = (%g, %g)\n", (double)z[i].real(), (double)z[i].imag());
        for (int f = 0; f < NFUNC; ++f) {
            char label[40];
            snprintf(label, sizeof label, "  %-14s", names[f]);
            print(label, out[i * NFUNC + f], digits);
        }
    }
    cudaFree(z);
    cudaFree(out);
}

int main()
{
    /* Five significant digits for float and twelve for double: the GPU's math functions and the C
       library's may differ in the last bits, and these inputs keep that out of the digits shown. */
    const float fvalues[][2] = {{0.25f, 0.75f}, {-0.75f, 0.25f}, {-1.125f, -1.25f}, {1.5f, -0.75f}};
    const double dvalues[][2] = {{0.5, 0.625}, {-2.0, 0.5}, {-0.625, -1.5}, {1.125, -1.625}, {-0.5, -2.5}};
    run_elementwise<float>("float", fvalues, 4, cf(0.75f, -0.5f), 5);
    run_elementwise<double>("double", dvalues, 5, cd(0.75, -0.5), 12);

    cd *sp;
    cudaMallocManaged(&sp, NSPECIAL * sizeof(cd));
    special<<<1, 1>>>(sp);
    cudaDeviceSynchronize();
    printf("special values\n");
    for (int i = 0; i < NSPECIAL; ++i) {
        char label[16];
        snprintf(label, sizeof label, "  %2d", i);
        print(label, sp[i], i < NSPECIAL_DOUBLE ? 12 : 6); /* the last ones are floats */
    }

    const int width = 64, height = 21, iters = 40;
    int *counts;
    cudaMallocManaged(&counts, width * height * sizeof(int));
    mandelbrot<<<dim3(width / 32, height), 32>>>(counts, width, height, iters);
    cudaDeviceSynchronize();
    const char *shades = " .:-=+*#%@";
    long total = 0;
    for (int y = 0; y < height; ++y) {
        char row[width + 1];
        for (int x = 0; x < width; ++x) {
            int k = counts[y * width + x];
            total += k;
            row[x] = k >= iters ? '@' : shades[k * 9 / iters];
        }
        row[width] = 0;
        printf("|%s|\n", row);
    }
    printf("mandelbrot total %ld\n", total);

    const int n = 16, signals = 2;
    cf *in, *spectrum;
    cudaMallocManaged(&in, n * signals * sizeof(cf));
    cudaMallocManaged(&spectrum, n * signals * sizeof(cf));
    for (int t = 0; t < n; ++t) {
        in[t] = cf(t < 4 ? 1.0f : 0.0f, 0.0f);                     /* a box */
        in[n + t] = cf((t % 4) - 1.5f, (t % 2) ? 0.5f : -0.5f);    /* a repeating ramp */
    }
    fft<n><<<signals, n>>>(in, spectrum);
    cudaDeviceSynchronize();
    for (int s = 0; s < signals; ++s) {
        printf("fft %d |X|:", s);
        for (int k = 0; k < n; ++k)
            printf(" %.4f", cuda::std::abs(spectrum[s * n + k]));
        printf("\n");
    }

    cd *mo;
    int *flags;
    cudaMallocManaged(&mo, 3 * sizeof(cd));
    cudaMallocManaged(&flags, 2 * sizeof(int));
    misc<<<1, 1>>>(mo, flags);
    cudaDeviceSynchronize();
    print("misc b", mo[0], 12);
    print("misc c", mo[1], 12);
    print("misc k2", mo[2], 12);
    printf("misc flags %d %d\n", flags[0], flags[1]);

    /* The same header in host code, and std::complex in and out. */
    cd h = cuda::std::exp(cd(0.5, 1.0)) * cd(2.0, -1.0) + cuda::std::log10(cd(100.0, 100.0));
    print("host exp*w+log10", h, 12);
    cd from_std = std::complex<double>(0.5, -1.5);
    std::complex<double> to_std = cuda::std::sqrt(from_std);
    printf("host std %.12g %.12g\n", to_std.real(), to_std.imag());
    cf hq = cf(3.0f, 4.0f) / cf(0.0f, 0.0f);
    print("host 1/0", hq, 6);
    printf("host abs %.6g norm %.6g arg %.6g\n", cuda::std::abs(cf(3.0f, 4.0f)), cuda::std::norm(cf(3.0f, 4.0f)),
           cuda::std::arg(cf(-1.0f, 0.0f)));
    return 0;
}
