// CUDA's min and max overloads in device code: same types, signed with unsigned (compared as
// unsigned), and float with double (computed in double).
#include <cstdio>

__global__ void kernel(double* d, long long* l, float f, double g, int i, unsigned u) {
    d[0] = max(f, g);
    d[1] = min(g, f);
    d[2] = max(g, 0.5f);
    d[3] = min(f, 2.0);
    d[4] = max(f, 0.25f);
    l[0] = min(i, u);
    l[1] = max(i, u);
    l[2] = min(-3, 4);
    l[3] = max(5ull, 7ull);
    l[4] = min(-9ll, 2ll);
}

int main() {
    double* d;
    long long* l;
    cudaMallocManaged(&d, 5 * sizeof(double));
    cudaMallocManaged(&l, 5 * sizeof(long long));
    kernel<<<1, 1>>>(d, l, 1.5f, -2.25, -1, 3u);
    cudaDeviceSynchronize();
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    for (int k = 0; k < 5; k++) printf("%.2f ", d[k]);
    printf("\n");
    for (int k = 0; k < 5; k++) printf("%lld ", l[k]);
    printf("\n");
    return 0;
}
