// std::pair in device code as the host's library has it: std::get by index and by type,
// tuple_size/tuple_element, structured bindings through the tuple protocol, comparisons.
#include <cstdio>
#include <tuple>
#include <utility>

// (Returned by copy: the host library's copy assignment is not constexpr before C++20.)
__device__ std::pair<int, float> min_by_key(const std::pair<int, float>* v, int n) {
    int best = 0;
    for (int i = 1; i < n; i++)
        if (v[i] < v[best]) best = i;
    return v[best];
}

__global__ void kernel(int* out, float* fout) {
    std::pair<int, float> v[4] = {{3, 1.5f}, {1, 2.5f}, {1, 0.5f}, {2, 9.0f}};
    std::pair<int, float> m = min_by_key(v, 4);
    out[0] = std::get<0>(m);
    fout[0] = std::get<1>(m);
    std::get<0>(v[3]) += 40;
    out[1] = v[3].first;
    out[2] = std::get<int>(v[0]);
    fout[1] = std::get<float>(v[1]);
    const std::pair<int, float>& c = v[2];
    out[3] = std::get<0>(c);
    auto [k, x] = v[3];
    out[4] = k;
    fout[2] = x;
    out[5] = (int)std::tuple_size<std::pair<int, float>>::value;
    out[6] = sizeof(std::tuple_element<1, std::pair<char, double>>::type);
    out[7] = (v[1] == v[1]) + 2 * (v[1] != v[2]) + 4 * (v[2] <= v[1]) + 8 * (v[0] > v[3]);
}

int main() {
    int* out;
    float* fout;
    cudaMallocManaged(&out, 8 * sizeof(int));
    cudaMallocManaged(&fout, 3 * sizeof(float));
    kernel<<<1, 1>>>(out, fout);
    cudaDeviceSynchronize();
    printf("min (%d, %.1f)\n", out[0], fout[0]);
    printf("%d %d %.1f %d\n", out[1], out[2], fout[1], out[3]);
    printf("binding %d %.1f\n", out[4], fout[2]);
    printf("size %d element %d compare %d\n", out[5], out[6], out[7]);
    return 0;
}
