// corpus: a conditional of lvalues of one type, one of them a bit-field, is assignable (nvcc takes it): the assignment, plain or compound, goes to the operand the condition chooses
#include <cstdio>

struct Flags {
    int level : 5;
    int other;
};

__host__ __device__ void run(int* out, bool t)
{
    Flags s{3, 4};
    int a = 9;
    (t ? s.level : a) = 7;
    out[0] = s.level * 100 + a;
    (t ? a : s.level) += 2;
    out[1] = s.level * 100 + a;
    int v = ((t ? s.level : a) = 12);
    out[2] = v * 1000 + s.level * 100 + a;
}

__global__ void kernel(int* out, bool t) { run(out, t); }

int main()
{
    int* out;
    cudaMallocManaged(&out, 3 * sizeof(int));
    kernel<<<1, 1>>>(out, true);
    cudaDeviceSynchronize();
    printf("%d %d %d\n", out[0], out[1], out[2]);
    kernel<<<1, 1>>>(out, false);
    cudaDeviceSynchronize();
    printf("%d %d %d\n", out[0], out[1], out[2]);
    int host[3];
    run(host, true);
    printf("%d %d %d\n", host[0], host[1], host[2]);
    run(host, false);
    printf("%d %d %d\n", host[0], host[1], host[2]);
    cudaFree(out);
    return 0;
}
