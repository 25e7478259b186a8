// A program's classes that hold host library objects (a std::vector of the host's data, a
// std::string name, a random engine...) beside device pointers, passed to a kernel by value
// or through managed memory: device code reads the members after those objects where the
// host wrote them, since the library's classes have the same size and alignment on both
// sides.
#include <atomic>
#include <chrono>
#include <complex>
#include <cstdio>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

struct Mesh {
    std::vector<float> host_values;
    std::string name;
    float* values;
    int count;
    std::chrono::milliseconds budget;
    double scale;
};

struct Simulation {
    std::mt19937 engine;
    std::normal_distribution<double> noise;
    std::optional<int> steps;
    std::complex<float> phase;
    std::map<int, int> table;
    std::unordered_map<int, float> lookup;
    std::shared_ptr<float> shared;
    std::unique_ptr<int> owner;
    std::atomic<int> progress;
    int id;
};

__global__ void read_mesh(Mesh m, int* out)
{
    out[0] = m.count;
    out[1] = (int)(m.values[0] * m.scale);
    out[2] = (int)sizeof(Mesh);
}

__global__ void read_simulation(const Simulation* s, int* out)
{
    out[0] = s->id;
    out[1] = (int)sizeof(Simulation);
    out[2] = (int)alignof(Simulation);
}

int main()
{
    Mesh m;
    m.host_values = {1.5f, 2.5f};
    m.name = "plate";
    cudaMalloc(&m.values, 2 * sizeof(float));
    cudaMemcpy(m.values, m.host_values.data(), 2 * sizeof(float), cudaMemcpyHostToDevice);
    m.count = 2;
    m.budget = std::chrono::milliseconds(5);
    m.scale = 4.0;

    Simulation* s;
    cudaMallocManaged(&s, sizeof(Simulation));
    s->id = 77;

    int* d;
    cudaMalloc(&d, 6 * sizeof(int));
    read_mesh<<<1, 1>>>(m, d);
    read_simulation<<<1, 1>>>(s, d + 3);
    int h[6];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("mesh: count %d value %d, sizeof %d on the device and %zu on the host\n", h[0], h[1], h[2],
           sizeof(Mesh));
    printf("simulation: id %d, sizeof %d and %zu, alignof %d and %zu\n", h[3], h[4], sizeof(Simulation),
           h[5], alignof(Simulation));
    cudaFree(d);
    cudaFree(s);
    cudaFree(m.values);
    return 0;
}
