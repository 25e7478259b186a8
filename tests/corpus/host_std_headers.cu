// Host code using standard headers the device side never needs: a breadth-first search whose
// frontier lives in a std::queue on the host, checked against kernels that relax one level at a
// time. The device pass skims these headers; the system compiler checks them.
#include <bitset>
#include <complex>
#include <cstdio>
#include <list>
#include <optional>
#include <queue>
#include <stack>
#include <string_view>
#include <tuple>
#include <unordered_set>
#include <variant>
#include <vector>

__global__ void relax(const int *offsets, const int *edges, int *level, int n, int depth,
                      int *changed) {
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v >= n || level[v] != depth) return;
    for (int e = offsets[v]; e < offsets[v + 1]; e++) {
        int w = edges[e];
        if (level[w] < 0) {
            level[w] = depth + 1;
            *changed = 1;
        }
    }
}

static std::tuple<std::vector<int>, std::vector<int>> ring_with_chords(int n) {
    std::vector<int> offsets{0}, edges;
    for (int v = 0; v < n; v++) {
        edges.push_back((v + 1) % n);
        edges.push_back((v + n - 1) % n);
        if (v % 7 == 0) edges.push_back((v * 5 + 3) % n);
        offsets.push_back((int)edges.size());
    }
    return {offsets, edges};
}

int main() {
    const int n = 1000;
    auto [offsets, edges] = ring_with_chords(n);

    std::vector<int> expected(n, -1);
    std::queue<int> frontier;
    expected[0] = 0;
    frontier.push(0);
    while (!frontier.empty()) {
        int v = frontier.front();
        frontier.pop();
        for (int e = offsets[v]; e < offsets[v + 1]; e++)
            if (expected[edges[e]] < 0) {
                expected[edges[e]] = expected[v] + 1;
                frontier.push(edges[e]);
            }
    }

    int *d_offsets, *d_edges, *d_level, *d_changed;
    cudaMalloc(&d_offsets, offsets.size() * sizeof(int));
    cudaMalloc(&d_edges, edges.size() * sizeof(int));
    cudaMalloc(&d_level, n * sizeof(int));
    cudaMalloc(&d_changed, sizeof(int));
    cudaMemcpy(d_offsets, offsets.data(), offsets.size() * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(d_edges, edges.data(), edges.size() * sizeof(int), cudaMemcpyHostToDevice);
    std::vector<int> level(n, -1);
    level[0] = 0;
    cudaMemcpy(d_level, level.data(), n * sizeof(int), cudaMemcpyHostToDevice);
    int depth = 0, changed = 1;
    while (changed) {
        changed = 0;
        cudaMemcpy(d_changed, &changed, sizeof(int), cudaMemcpyHostToDevice);
        relax<<<(n + 127) / 128, 128>>>(d_offsets, d_edges, d_level, n, depth++, d_changed);
        cudaMemcpy(&changed, d_changed, sizeof(int), cudaMemcpyDeviceToHost);
    }
    cudaMemcpy(level.data(), d_level, n * sizeof(int), cudaMemcpyDeviceToHost);

    std::stack<int> deepest;
    std::unordered_set<int> depths;
    std::list<int> mismatches;
    for (int v = 0; v < n; v++) {
        depths.insert(level[v]);
        if (level[v] != expected[v]) mismatches.push_back(v);
        if (level[v] == depth - 1) deepest.push(v);
    }
    std::bitset<8> flags;
    flags.set(0, mismatches.empty());
    std::complex<double> z(3, 4);
    std::optional<int> last = deepest.empty() ? std::nullopt : std::optional<int>(deepest.top());
    std::variant<int, std::string_view> verdict = std::string_view(flags[0] ? "PASS" : "FAIL");
    printf("levels %d, distinct %zu, deepest %zu (last %d), |3+4i| = %g\n", depth - 1,
           depths.size(), deepest.size(), last.value_or(-1), std::abs(z));
    printf("%s\n", std::get<std::string_view>(verdict).data());
    return 0;
}
