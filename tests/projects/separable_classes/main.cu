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
    // Instances of a kernel template that geometry.cu defines.
    float hf[4] = {0.5f, 1.5f, 2.5f, 3.5f};
    int hi[4] = {0, 1, 2, 3};
    float *df;
    int *di;
    cudaMalloc(&df, sizeof(hf));
    cudaMalloc(&di, sizeof(hi));
    cudaMemcpy(df, hf, sizeof(hf), cudaMemcpyHostToDevice);
    cudaMemcpy(di, hi, sizeof(hi), cudaMemcpyHostToDevice);
    scale_all<<<1, 4>>>(df, 2.0f, 4);
    scale_all<int><<<1, 4>>>(di, 3, 4);
    cudaMemcpy(hf, df, sizeof(hf), cudaMemcpyDeviceToHost);
    cudaMemcpy(hi, di, sizeof(hi), cudaMemcpyDeviceToHost);
    printf("scaled: %g %g %g %g / %d %d %d %d\n", hf[0], hf[1], hf[2], hf[3], hi[0], hi[1], hi[2], hi[3]);
    cudaFree(df);
    cudaFree(di);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    cudaFree(lengths);
    cudaFree(means);
    cudaFree(counts);
    return 0;
}
