#include <cstdio>
#include "for_each.cuh"

void scale(double* a, double* b, int n) {
    for_each<<<1, 32>>>(n, [=] __device__(int i) { b[i] = 10.0 * a[i]; });
}

double times_k(double k) {
    return apply_on_host([=] __host__ __device__(double x) { return x * k; }, 10.0);
}

int main() {
    const int n = 4;
    double *a, *b;
    cudaMallocManaged(&a, n * sizeof(double));
    cudaMallocManaged(&b, n * sizeof(double));
    for (int i = 0; i < n; i++) {
        a[i] = i;
        b[i] = 100 + i;
    }
    copy_b_to_a(a, b, n);
    cudaDeviceSynchronize();
    scale(a, b, n);
    cudaDeviceSynchronize();
    printf("a: %g %g %g %g\n", a[0], a[1], a[2], a[3]);
    printf("b: %g %g %g %g\n", b[0], b[1], b[2], b[3]);
    printf("host: %g %g\n", times_k(3.0), minus_k(3.0));
    return 0;
}
