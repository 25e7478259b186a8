// Which error the runtime answers, as CUDA 13 answers it: a null function handle is an invalid
// device function and a host function's address an invalid resource handle (launches, the
// function API and graph kernel nodes alike); copies of nothing succeed whatever their kind or
// offset; a prefetch of nothing and advice naming a device there is not are invalid values; a
// 3D copy refuses an end that is both memory and an array, or a row reaching past its pitch,
// and an array past the texture limits is an invalid value; an external event record or wait
// outside a stream capture is an illegal state; an unknown launch attribute or graph
// instantiation flag is an invalid value, and so is registering memory the runtime allocated
// or I/O memory, or unregistering pinned memory; the address one past the end of an allocation
// is nobody's memory.
#include <cstdio>

__device__ int table[16];

__global__ void kernel() {}

void host_function() {}

int main() {
  cudaFuncAttributes attributes;
  printf("get attributes (null): %s\n",
         cudaGetErrorName(cudaFuncGetAttributes(&attributes, (const void*)nullptr)));
  printf("launch (null): %s\n",
         cudaGetErrorName(cudaLaunchKernel((const void*)nullptr, dim3(1), dim3(1), nullptr, 0, 0)));
  cudaGraph_t graph;
  cudaGraphCreate(&graph, 0);
  cudaGraphNode_t node;
  cudaKernelNodeParams params = {};
  params.gridDim = dim3(1);
  params.blockDim = dim3(1);
  printf("kernel node (null): %s\n",
         cudaGetErrorName(cudaGraphAddKernelNode(&node, graph, nullptr, 0, &params)));
  printf("set attribute (host function): %s\n",
         cudaGetErrorName(cudaFuncSetAttribute((const void*)host_function,
                                               cudaFuncAttributeMaxDynamicSharedMemorySize, 1024)));
  const char* name;
  printf("name (host function): %s\n",
         cudaGetErrorName(cudaFuncGetName(&name, (const void*)host_function)));
  printf("get attributes (kernel): %s\n",
         cudaGetErrorName(cudaFuncGetAttributes(&attributes, (const void*)kernel)));

  int host[4] = {0};
  int* device;
  cudaMalloc(&device, 64);
  printf("0 bytes to a symbol past its end: %s\n",
         cudaGetErrorName(cudaMemcpyToSymbol(table, host, 0, 100)));
  printf("0 bytes of a bad kind: %s\n",
         cudaGetErrorName(cudaMemcpy(device, host, 0, (cudaMemcpyKind)9)));

  int* managed;
  cudaMallocManaged(&managed, 4096);
  cudaMemLocation here{}, nowhere{};
  here.type = cudaMemLocationTypeDevice;
  here.id = 0;
  nowhere.type = cudaMemLocationTypeDevice;
  nowhere.id = 42;
  printf("prefetch of nothing: %s\n",
         cudaGetErrorName(cudaMemPrefetchAsync(managed, 0, here, 0, 0)));
  printf("advice for no device: %s\n",
         cudaGetErrorName(cudaMemAdvise(managed, 4096, cudaMemAdviseSetPreferredLocation, nowhere)));

  cudaExtent extent = make_cudaExtent(64, 4, 4);
  cudaPitchedPtr pitched;
  cudaMalloc3D(&pitched, extent);
  static char source[64 * 16];
  cudaArray_t array;
  cudaChannelFormatDesc bytes = cudaCreateChannelDesc<char>();
  cudaMalloc3DArray(&array, &bytes, extent);
  cudaMemcpy3DParms copy = {};
  copy.srcPtr = make_cudaPitchedPtr(source, 64, 64, 4);
  copy.dstPtr = pitched;
  copy.dstArray = array;
  copy.extent = extent;
  copy.kind = cudaMemcpyHostToDevice;
  printf("3D copy to memory and an array: %s\n", cudaGetErrorName(cudaMemcpy3D(&copy)));
  copy.dstPtr = make_cudaPitchedPtr(nullptr, 0, 0, 0);
  copy.srcPos = make_cudaPos(1, 0, 0);
  printf("3D copy past the source's rows: %s\n", cudaGetErrorName(cudaMemcpy3D(&copy)));
  copy.srcPos = make_cudaPos(0, 0, 0);
  printf("3D copy: %s\n", cudaGetErrorName(cudaMemcpy3D(&copy)));
  cudaChannelFormatDesc floats = cudaCreateChannelDesc<float>();
  cudaArray_t huge;
  printf("array past the limits: %s\n",
         cudaGetErrorName(cudaMallocArray(&huge, &floats, 1 << 20, 1 << 20)));
  cudaLaunchConfig_t config = {};
  config.gridDim = dim3(1);
  config.blockDim = dim3(1);
  cudaLaunchAttribute unknown[1];
  unknown[0].id = (cudaLaunchAttributeID)999;
  unknown[0].val.cooperative = 1;
  config.attrs = unknown;
  config.numAttrs = 1;
  printf("launch with an unknown attribute: %s\n", cudaGetErrorName(cudaLaunchKernelEx(&config, kernel)));
  cudaGetLastError();
  cudaStream_t capturing;
  cudaStreamCreate(&capturing);
  cudaGraph_t captured;
  cudaGraphExec_t instance;
  cudaStreamBeginCapture(capturing, cudaStreamCaptureModeGlobal);
  kernel<<<1, 1, 0, capturing>>>();
  cudaStreamEndCapture(capturing, &captured);
  printf("instantiate with an unknown flag: %s\n",
         cudaGetErrorName(cudaGraphInstantiate(&instance, captured, 0x80)));
  cudaGraphDestroy(captured);
  cudaStreamDestroy(capturing);
  cudaPointerAttributes where;
  cudaPointerGetAttributes(&where, (char*)device + 64);
  printf("one past the end of an allocation: type %d\n", (int)where.type);
  static char plain[4096];
  void* pinned;
  cudaMallocHost(&pinned, 4096);
  printf("register as I/O memory: %s\n",
         cudaGetErrorName(cudaHostRegister(plain, sizeof plain, cudaHostRegisterIoMemory)));
  printf("register device memory: %s\n",
         cudaGetErrorName(cudaHostRegister(device, 64, cudaHostRegisterDefault)));
  printf("register pinned memory: %s\n",
         cudaGetErrorName(cudaHostRegister(pinned, 4096, cudaHostRegisterDefault)));
  printf("unregister pinned memory: %s\n", cudaGetErrorName(cudaHostUnregister(pinned)));
  cudaFreeHost(pinned);
  cudaEvent_t event;
  cudaEventCreate(&event);
  printf("external wait outside a capture: %s\n",
         cudaGetErrorName(cudaStreamWaitEvent(0, event, cudaEventWaitExternal)));
  printf("external record outside a capture: %s\n",
         cudaGetErrorName(cudaEventRecordWithFlags(event, 0, cudaEventRecordExternal)));
  cudaEventDestroy(event);
  cudaFreeArray(array);
  cudaFree(pitched.ptr);
  cudaFree(managed);
  cudaFree(device);
  cudaGraphDestroy(graph);
  return 0;
}
