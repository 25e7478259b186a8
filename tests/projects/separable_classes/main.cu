// A project whose classes are declared in a header and their member functions defined in
// another file, linked with relocatable device code (-rdc=true).
#include <cstdio>
#include "geometry.cuh"

__global__ void walk(float *lengths, float *means, int *counts, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    geom::Vec2 v = geom::Vec2::from_angle(0.25f * i).scaled(1.0f + i);
    geom::Accumulator acc;
    for (int k = 0; k <= i % 5; ++k) {
        acc += v.dot(v);
        v = v.scaled(0.5f);
    }
    geom::Vec2 u = v;
    u.normalize();
    lengths[i] = u.length() + v.length();
    means[i] = acc.mean();
    counts[i] = acc.count();
}

int main()
{
    const int n = 8;
    float *lengths, *means;
    int *counts;
    cudaMalloc(&lengths, n * sizeof(float));
    cudaMalloc(&means, n * sizeof(float));
    cudaMalloc(&counts, n * sizeof(int));
    walk<<<1, n>>>(lengths, means, counts, n);
    float hl[n], hm[n];
    int hc[n];
    cudaMemcpy(hl, lengths, sizeof(hl), cudaMemcpyDeviceToHost);
    cudaMemcpy(hm, means, sizeof(hm), cudaMemcpyDeviceToHost);
    cudaMemcpy(hc, counts, sizeof(hc), cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; ++i)
        printf("%d: length %.4f mean %.4f count %d\n", i, hl[i], hm[i], hc[i]);
    report_geometry();
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    cudaFree(lengths);
    cudaFree(means);
    cudaFree(counts);
    return 0;
}
