// corpus: macros recurse through deferred expansion, as GCC's preprocessor replaces them: C++20's FOR_EACH through __VA_OPT__ and a REPEAT through DEFER/OBSTRUCT
#include <cstdio>

#define PARENS ()
#define EXPAND(...) EXPAND3(EXPAND3(EXPAND3(EXPAND3(__VA_ARGS__))))
#define EXPAND3(...) EXPAND2(EXPAND2(EXPAND2(EXPAND2(__VA_ARGS__))))
#define EXPAND2(...) EXPAND1(EXPAND1(EXPAND1(EXPAND1(__VA_ARGS__))))
#define EXPAND1(...) __VA_ARGS__

#define FOR_EACH(macro, ...) __VA_OPT__(EXPAND(FOR_EACH_HELPER(macro, __VA_ARGS__)))
#define FOR_EACH_HELPER(macro, a1, ...) macro(a1) __VA_OPT__(FOR_EACH_AGAIN PARENS(macro, __VA_ARGS__))
#define FOR_EACH_AGAIN() FOR_EACH_HELPER

// A struct's members and a function printing them, from one list of names.
#define DECLARE(name) int name;
#define SHOW(name) printf(#name "=%d ", s.name);
#define FIELDS x, y, z, w, v
struct Sample {
    FOR_EACH(DECLARE, FIELDS)
};

#define ADD(name) +s.name
__host__ __device__ int total(const Sample& s) { return 0 FOR_EACH(ADD, FIELDS); }

// Counting down with a deferred self-reference: each EVAL level rescans once more.
#define EMPTY()
#define DEFER(id) id EMPTY()
#define OBSTRUCT(...) __VA_ARGS__ DEFER(EMPTY)()
#define EVAL(...) EVAL1(EVAL1(EVAL1(__VA_ARGS__)))
#define EVAL1(...) EVAL0(EVAL0(EVAL0(__VA_ARGS__)))
#define EVAL0(...) __VA_ARGS__
#define DEC_3 2
#define DEC_2 1
#define DEC_1 0
#define CAT(a, b) a##b
#define DEC(n) CAT(DEC_, n)
#define IF_0(t, f) f
#define IF_1(t, f) t
#define IF_2(t, f) t
#define IF_3(t, f) t
#define IF(n) CAT(IF_, n)
#define REPEAT(n, m) IF(n)(OBSTRUCT(REPEAT_INDIRECT)()(DEC(n), m) m(n), )
#define REPEAT_INDIRECT() REPEAT
#define TIMES(n) * (n + 1)

__host__ __device__ void run(int* out)
{
    Sample s{1, 2, 3, 4, 5};
    out[0] = total(s);
    out[1] = 1 EVAL(REPEAT(3, TIMES)); // 1 * 2 * 3 * 4
    out[2] = sizeof(Sample) / sizeof(int);
}

__global__ void kernel(int* out) { run(out); }

int main()
{
    int* out;
    cudaMallocManaged(&out, 3 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[3];
    run(host);
    printf("%d %d %d\n%d %d %d\n", out[0], out[1], out[2], host[0], host[1], host[2]);
    Sample s{7, 8, 9, 10, 11};
    FOR_EACH(SHOW, FIELDS)
    printf("\n");
    cudaFree(out);
    return 0;
}
