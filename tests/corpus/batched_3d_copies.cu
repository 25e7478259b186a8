// Batches of 3D copies (cudaMemcpy3DBatchAsync, cuMemcpy3DBatchAsync): between memory whose
// rows and layers are given in elements (0 meaning the copy's own), arrays at offsets, and
// both; then every malformed batch CUDA refuses, and what a refused batch leaves done.
#include <cuda.h>
#include <cuda_runtime.h>
#include <cstdio>
#include <cstring>

static void show(const char* what, cudaError_t e) { printf("%-28s %s\n", what, cudaGetErrorName(e)); cudaGetLastError(); }

static cudaMemcpy3DOperand ptr_op(void* p, size_t row, size_t layer) {
  cudaMemcpy3DOperand o; memset(&o, 0, sizeof o);
  o.type = cudaMemcpyOperandTypePointer; o.op.ptr.ptr = p; o.op.ptr.rowLength = row; o.op.ptr.layerHeight = layer;
  return o;
}
static cudaMemcpy3DOperand arr_op(cudaArray_t a, size_t x, size_t y, size_t z) {
  cudaMemcpy3DOperand o; memset(&o, 0, sizeof o);
  o.type = cudaMemcpyOperandTypeArray; o.op.array.array = a; o.op.array.offset.x = x; o.op.array.offset.y = y; o.op.array.offset.z = z;
  return o;
}
static cudaMemcpy3DBatchOp mk(cudaMemcpy3DOperand s, cudaMemcpy3DOperand d, size_t w, size_t h, size_t dd) {
  cudaMemcpy3DBatchOp op; memset(&op, 0, sizeof op);
  op.src = s; op.dst = d; op.extent = make_cudaExtent(w, h, dd); op.srcAccessOrder = cudaMemcpySrcAccessOrderStream; op.flags = 0;
  return op;
}

int main() {
  printf("sizes op %zu operand %zu\n", sizeof(cudaMemcpy3DBatchOp), sizeof(cudaMemcpy3DOperand));
  cudaStream_t s; cudaStreamCreate(&s);
  int host[2][4][8]; for (int i = 0; i < 64; i++) (&host[0][0][0])[i] = i;
  int* dev; cudaMalloc(&dev, 4096); cudaMemset(dev, 0, 4096);
  int back[64];
  // 1: pointer to pointer, bytes: 3 ints wide, 2 rows, 2 layers, from host rows of 8 ints / 4 rows.
  cudaMemcpy3DBatchOp op = mk(ptr_op(&host[0][1][2], 32, 4), ptr_op(dev, 12, 2), 12, 2, 2);
  show("p2p", cudaMemcpy3DBatchAsync(1, &op, 0, s));
  cudaStreamSynchronize(s);
  cudaMemcpy(back, dev, 64 * 4, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 12; i++) printf("%d ", back[i]); printf("\n");
  // 2: row length and layer height 0
  op = mk(ptr_op(&host[0][0][0], 0, 0), ptr_op(dev, 0, 0), 16, 2, 2);
  show("p2p zero rows", cudaMemcpy3DBatchAsync(1, &op, 0, s)); cudaStreamSynchronize(s);
  cudaMemcpy(back, dev, 64 * 4, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 16; i++) printf("%d ", back[i]); printf("\n");
  op = mk(ptr_op(&host[0][0][0], 0, 4), ptr_op(dev, 16, 0), 16, 2, 2);
  show("p2p src row 0", cudaMemcpy3DBatchAsync(1, &op, 0, s)); cudaStreamSynchronize(s);
  op = mk(ptr_op(&host[0][0][0], 8, 4), ptr_op(dev, 16, 2), 16, 2, 2);
  show("p2p row < width", cudaMemcpy3DBatchAsync(1, &op, 0, s)); cudaStreamSynchronize(s);
  op = mk(ptr_op(&host[0][0][0], 32, 1), ptr_op(dev, 16, 2), 16, 2, 2);
  show("p2p layer < height", cudaMemcpy3DBatchAsync(1, &op, 0, s)); cudaStreamSynchronize(s);
  // arrays
  cudaChannelFormatDesc fd = cudaCreateChannelDesc<int>();
  cudaArray_t arr, arr2;
  show("malloc3darray", cudaMalloc3DArray(&arr, &fd, make_cudaExtent(8, 4, 2)));
  cudaMalloc3DArray(&arr2, &fd, make_cudaExtent(8, 4, 2));
  op = mk(ptr_op(&host[0][0][0], 8, 4), arr_op(arr, 0, 0, 0), 8, 4, 2);
  show("p2a", cudaMemcpy3DBatchAsync(1, &op, 0, s)); cudaStreamSynchronize(s);
  op = mk(arr_op(arr, 1, 1, 0), arr_op(arr2, 0, 0, 0), 3, 2, 2);
  show("a2a", cudaMemcpy3DBatchAsync(1, &op, 0, s)); cudaStreamSynchronize(s);
  memset(back, 0, sizeof back);
  op = mk(arr_op(arr2, 0, 0, 0), ptr_op(back, 3, 2), 3, 2, 2);
  show("a2p", cudaMemcpy3DBatchAsync(1, &op, 0, s)); cudaStreamSynchronize(s);
  for (int i = 0; i < 12; i++) printf("%d ", back[i]); printf("\n");
  op = mk(arr_op(arr2, 0, 0, 0), ptr_op(back, 0, 0), 3, 2, 2);
  show("a2p zero rows", cudaMemcpy3DBatchAsync(1, &op, 0, s)); cudaStreamSynchronize(s);
  op = mk(arr_op(arr2, 0, 0, 0), ptr_op(back, 2, 2), 3, 2, 2);
  show("a2p row < width", cudaMemcpy3DBatchAsync(1, &op, 0, s)); cudaStreamSynchronize(s);
  op = mk(arr_op(arr2, 6, 0, 0), ptr_op(back, 3, 2), 3, 2, 2);
  show("a2p past end x", cudaMemcpy3DBatchAsync(1, &op, 0, s)); cudaStreamSynchronize(s);
  op = mk(arr_op(arr2, 0, 0, 1), ptr_op(back, 3, 2), 3, 2, 2);
  show("a2p past end z", cudaMemcpy3DBatchAsync(1, &op, 0, s)); cudaStreamSynchronize(s);
  op = mk(arr_op(arr2, 0, 0, 0), ptr_op(dev, 3, 2), 3, 2, 2);
  show("a2dev", cudaMemcpy3DBatchAsync(1, &op, 0, s)); cudaStreamSynchronize(s);
  // errors
  op = mk(ptr_op(&host[0][0][0], 32, 4), ptr_op(dev, 32, 4), 16, 2, 2);
  show("ok again", cudaMemcpy3DBatchAsync(1, &op, 0, s));
  show("numOps 0", cudaMemcpy3DBatchAsync(0, &op, 0, s));
  show("null list", cudaMemcpy3DBatchAsync(1, NULL, 0, s));
  show("flags 1", cudaMemcpy3DBatchAsync(1, &op, 1, s));
  show("legacy stream", cudaMemcpy3DBatchAsync(1, &op, 0, 0));
  show("per-thread stream", cudaMemcpy3DBatchAsync(1, &op, 0, cudaStreamPerThread));
  cudaMemcpy3DBatchOp bad = op; bad.extent.width = 0; show("width 0", cudaMemcpy3DBatchAsync(1, &bad, 0, s));
  bad = op; bad.extent.depth = 0; show("depth 0", cudaMemcpy3DBatchAsync(1, &bad, 0, s));
  bad = op; bad.srcAccessOrder = (cudaMemcpySrcAccessOrder)0; show("order 0", cudaMemcpy3DBatchAsync(1, &bad, 0, s));
  bad = op; bad.srcAccessOrder = (cudaMemcpySrcAccessOrder)2; show("order 2", cudaMemcpy3DBatchAsync(1, &bad, 0, s));
  bad = op; bad.srcAccessOrder = (cudaMemcpySrcAccessOrder)4; show("order 4", cudaMemcpy3DBatchAsync(1, &bad, 0, s));
  bad = op; bad.flags = 1; show("op flags 1", cudaMemcpy3DBatchAsync(1, &bad, 0, s));
  bad = op; bad.flags = 2; show("op flags 2", cudaMemcpy3DBatchAsync(1, &bad, 0, s));
  bad = op; bad.src.type = (cudaMemcpy3DOperandType)0; show("type 0", cudaMemcpy3DBatchAsync(1, &bad, 0, s));
  bad = op; bad.src.type = (cudaMemcpy3DOperandType)3; show("type 3", cudaMemcpy3DBatchAsync(1, &bad, 0, s));
  bad = op; bad.src.op.ptr.ptr = NULL; show("null ptr", cudaMemcpy3DBatchAsync(1, &bad, 0, s));
  bad = op; bad.dst.op.ptr.ptr = (char*)dev + 4000; show("dev past end", cudaMemcpy3DBatchAsync(1, &bad, 0, s));
  cudaStreamSynchronize(s);
  // second op bad: does the first happen?
  cudaMemset(dev, 0, 4096);
  cudaMemcpy3DBatchOp two[2] = {op, op}; two[1].extent.width = 0;
  show("second bad", cudaMemcpy3DBatchAsync(2, two, 0, s)); cudaStreamSynchronize(s);
  cudaMemcpy(back, dev, 64 * 4, cudaMemcpyDeviceToHost); printf("after: %d %d\n", back[1], back[3]);
  two[1] = op; two[1].dst.op.ptr.ptr = (char*)dev + 4000;
  show("second past end", cudaMemcpy3DBatchAsync(2, two, 0, s)); show("sync", cudaStreamSynchronize(s));
  cudaMemcpy(back, dev, 64 * 4, cudaMemcpyDeviceToHost); printf("after: %d %d\n", back[1], back[3]);
  // driver
  CUDA_MEMCPY3D_BATCH_OP dop; memset(&dop, 0, sizeof dop);
  dop.src.type = CU_MEMCPY_OPERAND_TYPE_POINTER; dop.src.op.ptr.ptr = (CUdeviceptr)dev; dop.src.op.ptr.rowLength = 16; dop.src.op.ptr.layerHeight = 4;
  dop.dst.type = CU_MEMCPY_OPERAND_TYPE_POINTER; dop.dst.op.ptr.ptr = (CUdeviceptr)back; dop.dst.op.ptr.rowLength = 16; dop.dst.op.ptr.layerHeight = 4;
  dop.extent.width = 16; dop.extent.height = 2; dop.extent.depth = 1; dop.srcAccessOrder = CU_MEMCPY_SRC_ACCESS_ORDER_STREAM;
  CUresult r = cuMemcpy3DBatchAsync(1, &dop, 0, (CUstream)s); printf("driver %d\n", (int)r);
  printf("sizeof CUDA_MEMCPY3D_BATCH_OP %zu\n", sizeof dop);
  return 0;
}
