// corpus: sparse matrix-vector products in ELL, JDS and hybrid ELL-COO formats
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>
#include <numeric>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("CUDA error: %s (line %d)\n", cudaGetErrorString(e_), __LINE__); exit(1);} } while (0)
#define CHECK_LAUNCH(name) do { cudaError_t e_ = cudaGetLastError(); if (e_ != cudaSuccess) { printf("%s launch: %s\n", name, cudaGetErrorString(e_)); exit(1);} CHECK(cudaDeviceSynchronize()); } while (0)

struct ELLMatrix {
    unsigned int numRows, maxNnzPerRow;
    unsigned int *nnzPerRow, *colIdx;
    float *value;
};

struct JDSMatrix {
    unsigned int numRows, numIters;
    unsigned int *rowPerm, *iterPtr, *colIdx;
    float *value;
};

struct COOMatrix {
    unsigned int numNonzeros;
    unsigned int *rowIdx, *colIdx;
    float *value;
};

__global__ void spmv_ell_kernel(ELLMatrix ellMatrix, const float* x, float* y) {
    unsigned int row = blockIdx.x*blockDim.x + threadIdx.x;
    if (row < ellMatrix.numRows) {
        float sum = 0.0f;
        for (unsigned int t = 0; t < ellMatrix.nnzPerRow[row]; ++t) {
            unsigned int i = t*ellMatrix.numRows + row;
            unsigned int col = ellMatrix.colIdx[i];
            float value = ellMatrix.value[i];
            sum += x[col]*value;
        }
        y[row] = sum;
    }
}

__global__ void spmv_jds_kernel(JDSMatrix jdsMatrix, const float* x, float* y) {
    unsigned int r = blockIdx.x*blockDim.x + threadIdx.x;
    if (r < jdsMatrix.numRows) {
        float sum = 0.0f;
        for (unsigned int t = 0; t < jdsMatrix.numIters; ++t) {
            unsigned int i = jdsMatrix.iterPtr[t] + r;
            if (i < jdsMatrix.iterPtr[t + 1]) {
                sum += x[jdsMatrix.colIdx[i]]*jdsMatrix.value[i];
            } else {
                break;
            }
        }
        y[jdsMatrix.rowPerm[r]] = sum;
    }
}

__global__ void spmv_coo_kernel(COOMatrix cooMatrix, const float* x, float* y) {
    unsigned int i = blockIdx.x*blockDim.x + threadIdx.x;
    if (i < cooMatrix.numNonzeros) {
        atomicAdd(&y[cooMatrix.rowIdx[i]], x[cooMatrix.colIdx[i]]*cooMatrix.value[i]);
    }
}

struct HostCSR {
    unsigned rows, cols;
    std::vector<unsigned> rowPtrs, colIdx;
    std::vector<float> val;
    unsigned rowLen(unsigned r) const { return rowPtrs[r + 1] - rowPtrs[r]; }
};

template <typename T> static T* dev(const std::vector<T>& v) {
    T* p; CHECK(cudaMalloc(&p, (v.size() + 1)*sizeof(T)));
    if (!v.empty()) CHECK(cudaMemcpy(p, v.data(), v.size()*sizeof(T), cudaMemcpyHostToDevice));
    return p;
}

static int check(const char* name, const std::vector<float>& y, const std::vector<float>& ref) {
    int bad = 0; double cs = 0;
    for (size_t i = 0; i < y.size(); i++) { bad += y[i] != ref[i]; cs += y[i] * (double)(i % 5 + 1); }
    printf("%-8s weighted=%.1f y[10]=%.1f bad=%d %s\n", name, cs, y[10], bad, bad ? "FAIL" : "PASS");
    return bad != 0;
}

int main() {
    HostCSR A; A.rows = 513; A.cols = 480;
    A.rowPtrs.assign(A.rows + 1, 0);
    unsigned s = 777u;
    auto rnd = [&s]() { s = s*1664525u + 1013904223u; return s >> 9; };
    for (unsigned r = 0; r < A.rows; r++) {
        unsigned len = rnd() % 9;
        if (r % 64 == 10) len = 60;
        for (unsigned k = 0; k < len; k++) {
            A.colIdx.push_back((r*7 + k*13 + rnd() % 3) % A.cols);
            A.val.push_back((float)((int)(rnd() % 11) - 5));
        }
        A.rowPtrs[r + 1] = (unsigned)A.colIdx.size();
    }
    std::vector<float> x(A.cols), ref(A.rows, 0.0f), y(A.rows);
    for (unsigned c = 0; c < A.cols; c++) x[c] = (float)((c*5) % 17) - 8.0f;
    for (unsigned r = 0; r < A.rows; r++)
        for (unsigned i = A.rowPtrs[r]; i < A.rowPtrs[r + 1]; i++) ref[r] += A.val[i]*x[A.colIdx[i]];
    float* x_d = dev(x);
    float* y_d; CHECK(cudaMalloc(&y_d, A.rows*sizeof(float)));
    int fails = 0;

    // ---- ELL ----
    unsigned maxLen = 0;
    for (unsigned r = 0; r < A.rows; r++) maxLen = std::max(maxLen, A.rowLen(r));
    std::vector<unsigned> ellNnz(A.rows), ellCol(maxLen*A.rows, 0);
    std::vector<float> ellVal(maxLen*A.rows, 0.0f);
    for (unsigned r = 0; r < A.rows; r++) {
        ellNnz[r] = A.rowLen(r);
        for (unsigned t = 0; t < A.rowLen(r); t++) {
            ellCol[t*A.rows + r] = A.colIdx[A.rowPtrs[r] + t];
            ellVal[t*A.rows + r] = A.val[A.rowPtrs[r] + t];
        }
    }
    ELLMatrix ell{A.rows, maxLen, dev(ellNnz), dev(ellCol), dev(ellVal)};
    CHECK(cudaMemset(y_d, 0, A.rows*sizeof(float)));
    spmv_ell_kernel<<<(A.rows + 127)/128, 128>>>(ell, x_d, y_d);
    CHECK_LAUNCH("ell");
    CHECK(cudaMemcpy(y.data(), y_d, A.rows*sizeof(float), cudaMemcpyDeviceToHost));
    fails += check("ELL", y, ref);

    // ---- JDS ----
    std::vector<unsigned> perm(A.rows);
    std::iota(perm.begin(), perm.end(), 0u);
    std::stable_sort(perm.begin(), perm.end(), [&](unsigned a, unsigned b) { return A.rowLen(a) > A.rowLen(b); });
    std::vector<unsigned> iterPtr(1, 0), jdsCol; std::vector<float> jdsVal;
    for (unsigned t = 0; t < maxLen; t++) {
        for (unsigned r = 0; r < A.rows; r++) {
            unsigned orig = perm[r];
            if (A.rowLen(orig) <= t) break;
            jdsCol.push_back(A.colIdx[A.rowPtrs[orig] + t]);
            jdsVal.push_back(A.val[A.rowPtrs[orig] + t]);
        }
        iterPtr.push_back((unsigned)jdsCol.size());
    }
    JDSMatrix jds{A.rows, maxLen, dev(perm), dev(iterPtr), dev(jdsCol), dev(jdsVal)};
    CHECK(cudaMemset(y_d, 0, A.rows*sizeof(float)));
    spmv_jds_kernel<<<(A.rows + 63)/64, 64>>>(jds, x_d, y_d);
    CHECK_LAUNCH("jds");
    CHECK(cudaMemcpy(y.data(), y_d, A.rows*sizeof(float), cudaMemcpyDeviceToHost));
    fails += check("JDS", y, ref);

    // ---- hybrid ELL + COO ----
    const unsigned K = 6;
    std::vector<unsigned> hNnz(A.rows), hCol(K*A.rows, 0), cooRow, cooCol;
    std::vector<float> hVal(K*A.rows, 0.0f), cooVal;
    for (unsigned r = 0; r < A.rows; r++) {
        unsigned len = A.rowLen(r);
        hNnz[r] = std::min(len, K);
        for (unsigned t = 0; t < len; t++) {
            unsigned idx = A.rowPtrs[r] + t;
            if (t < K) { hCol[t*A.rows + r] = A.colIdx[idx]; hVal[t*A.rows + r] = A.val[idx]; }
            else { cooRow.push_back(r); cooCol.push_back(A.colIdx[idx]); cooVal.push_back(A.val[idx]); }
        }
    }
    ELLMatrix hell{A.rows, K, dev(hNnz), dev(hCol), dev(hVal)};
    COOMatrix hcoo{(unsigned)cooVal.size(), dev(cooRow), dev(cooCol), dev(cooVal)};
    CHECK(cudaMemset(y_d, 0, A.rows*sizeof(float)));
    spmv_ell_kernel<<<(A.rows + 127)/128, 128>>>(hell, x_d, y_d);
    CHECK_LAUNCH("hyb-ell");
    spmv_coo_kernel<<<(hcoo.numNonzeros + 127)/128, 128>>>(hcoo, x_d, y_d);
    CHECK_LAUNCH("hyb-coo");
    CHECK(cudaMemcpy(y.data(), y_d, A.rows*sizeof(float), cudaMemcpyDeviceToHost));
    fails += check("HYB", y, ref);
    printf("nnz=%zu maxLen=%u cooPart=%u\n", A.val.size(), maxLen, hcoo.numNonzeros);

    printf("%s\n", fails ? "FAIL" : "PASS");
    return fails;
}
