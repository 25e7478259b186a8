// Case labels a macro expands to, several in one expansion (an X-macro table of operations),
// in a kernel's switch and in a device function's switch that returns from each case.
#include <cstdio>

#define OPERATIONS(X) X(ADD, a + b) X(SUB, a - b) X(MUL, a * b) X(MAX, (a > b ? a : b))
#define ENUMERATE(name, expr) OP_##name,
enum Op { OPERATIONS(ENUMERATE) OP_COUNT };
#define APPLY(name, expr) case OP_##name: return expr;

__device__ int apply(Op op, int a, int b)
{
    switch (op) {
        OPERATIONS(APPLY)
    default:
        return -1;
    }
}

#define TWO_LABELS(x) case x: r = 10 * (x + 1); break; case x + 1: r = 10 * (x + 2); break;

__global__ void run(int* out)
{
    int i = threadIdx.x;
    int r = -1;
    switch (i % 4) {
        TWO_LABELS(0)
        TWO_LABELS(2)
    }
    out[i] = apply(Op(i % (OP_COUNT + 1)), 7, 3) * 1000 + r;
}

int main()
{
    int* out;
    cudaMallocManaged(&out, 8 * sizeof(int));
    run<<<1, 8>>>(out);
    cudaError_t e = cudaDeviceSynchronize();
    printf("%s\n", cudaGetErrorString(e));
    for (int i = 0; i < 8; i++)
        printf("%d: %d\n", i, out[i]);
    cudaFree(out);
    return 0;
}
